import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { notNull } from './columns.ts';

// Basket and favourites changes made offline are sent again when the
// connection returns, each with an Idempotency-Key. A key seen once is kept here, so a
// change whose answer was lost on the way is not applied twice.
export const offlineChanges: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('offline_change_keys')
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      .addColumn('idempotency_key', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .addPrimaryKeyConstraint('offline_change_keys_pk', ['division_id', 'idempotency_key'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('offline_change_keys').ifExists().execute();
  },
};
