import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { flag, jsonText, notNull, withId } from './columns.ts';

// Accounts: what a user is allowed, their second factor, sessions, one-time
// tokens, brute-force counters and permission requests.
export const accounts: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('users').addColumn('dashboard_access', 'integer', flag(0)).execute();
    await db.schema.alterTable('users').addColumn('permissions_json', 'text', jsonText('[]')).execute();
    await db.schema.alterTable('users').addColumn('mobile_phone', 'text').execute();
    await db.schema.alterTable('users').addColumn('muted_at', 'text').execute();
    await db.schema.alterTable('users').addColumn('two_factor_method', 'text').execute();
    /** The TOTP secret, encrypted with the server key (src/platform/security/secret-box.ts). */
    await db.schema.alterTable('users').addColumn('two_factor_secret', 'text').execute();
    /** A TOTP secret being enrolled, not yet confirmed with a code. */
    await db.schema.alterTable('users').addColumn('two_factor_pending_secret', 'text').execute();
    /** The last 30-second step a code was accepted for: a code is never accepted twice. */
    await db.schema.alterTable('users').addColumn('two_factor_last_step', 'bigint').execute();
    await db.schema.alterTable('users').addColumn('password_changed_at', 'text').execute();

    await withId(db, db.schema.createTable('recovery_codes'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('code_hash', 'text', notNull)
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('recovery_codes_user').on('recovery_codes').column('user_id').execute();

    await db.schema
      .createTable('sessions')
      // SHA-256 of the token: a stolen table cannot be replayed as cookies.
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', notNull)
      .addColumn('last_seen_at', 'text', notNull)
      .addColumn('expires_at', 'text', notNull)
      .addColumn('confirmed_at', 'text')
      .addColumn('ip', 'text')
      .addColumn('user_agent', 'text')
      .execute();
    await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

    await withId(db, db.schema.createTable('one_time_tokens'))
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'text', notNull)
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('expires_at', 'text', notNull)
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', notNull)
      .execute();

    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('count', 'integer', notNull)
      .addColumn('window_started_ms', 'bigint', notNull)
      .execute();

    await withId(db, db.schema.createTable('permission_requests'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('division_id', 'integer', (col) => col.references('divisions.id').onDelete('cascade'))
      .addColumn('permissions', 'text', notNull)
      .addColumn('reason', 'text', notNull)
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
      .addColumn('created_at', 'text', notNull)
      .execute();
  },
  async down(db: Kysely<any>) {
    for (const table of ['permission_requests', 'rate_limits', 'one_time_tokens', 'sessions', 'recovery_codes'])
      await db.schema.dropTable(table).ifExists().execute();
    for (const column of [
      'dashboard_access',
      'permissions_json',
      'mobile_phone',
      'muted_at',
      'two_factor_method',
      'two_factor_secret',
      'two_factor_pending_secret',
      'two_factor_last_step',
      'password_changed_at',
    ]) {
      await db.schema.alterTable('users').dropColumn(column).execute();
    }
  },
};
