import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// The back office lists every store's orders a page at a time, by keyset on id
// (newest first) or on (priority, id). These let each page read an index range instead of
// sorting the matching rows: priority first, one store's orders and one status's newest first.
export const atlasOrderIndexes: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.createIndex('orders_priority_id').on('orders').columns(['priority', 'id']).execute();
    await db.schema.createIndex('orders_division_id').on('orders').columns(['division_id', 'id']).execute();
    await db.schema.createIndex('orders_status_id').on('orders').columns(['status', 'id']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('orders_status_id').ifExists().execute();
    await db.schema.dropIndex('orders_division_id').ifExists().execute();
    await db.schema.dropIndex('orders_priority_id').ifExists().execute();
  },
};
