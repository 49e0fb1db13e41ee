import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// The back office's home: its per-day figures read orders by payment time and
// label logs by time over the last 30 days. Without these, each view of the page scans every
// order and every label log ever written.
export const atlasStats: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.createIndex('orders_paid_at').on('orders').column('paid_at').execute();
    await db.schema.createIndex('label_logs_created').on('label_logs').columns(['created_at', 'kind']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('label_logs_created').ifExists().execute();
    await db.schema.dropIndex('orders_paid_at').ifExists().execute();
  },
};
