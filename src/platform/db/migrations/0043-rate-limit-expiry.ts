import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// A rate-limit window ends at expires_ms (its start plus its limit's window). Taking an
// attempt deletes a few windows that have ended, found through this index, so the table
// keeps only windows still running (src/platform/security/rate-limit.ts). Rows from
// before it are given the longest window any limit uses, a day; a row written without it
// (by an instance still running the earlier code) is kept until a later window renews it.
export const rateLimitExpiry: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('rate_limits')
      .addColumn('expires_ms', 'bigint', (col) => col.notNull().defaultTo(Number.MAX_SAFE_INTEGER))
      .execute();
    await db.updateTable('rate_limits').set({ expires_ms: sql`window_started_ms + 86400000` }).execute();
    await db.schema.createIndex('rate_limits_expires').on('rate_limits').column('expires_ms').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('rate_limits_expires').execute();
    await db.schema.alterTable('rate_limits').dropColumn('expires_ms').execute();
  },
};
