import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { jsonText, notNull, withId } from './columns.ts';

// A studio product's print files are attached to the order for the factory: when an order is
// created, each item of a studio product gets a copy of its design's print files. Copies, not
// a join on products.design_id: a later PUT re-renders the design's files, and a paid order
// must keep printing what was bought. Also the text a shopper typed into a personalizable
// product, carried from the basket line to the order item.
export const orderItemFiles: Migration = {
  async up(db: Kysely<any>) {
    await withId(db, db.schema.createTable('order_item_files'))
      .addColumn('order_item_id', 'integer', (col) => col.notNull().references('order_items.id').onDelete('cascade'))
      .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      /** The design printed (kept for the record; the files below are what the factory prints). */
      .addColumn('design_id', 'integer', (col) => col.references('designs.id').onDelete('set null'))
      .addColumn('side', 'text', notNull)
      .addColumn('url', 'text', notNull)
      .addColumn('width', 'integer', notNull)
      .addColumn('height', 'integer', notNull)
      .addColumn('dpi', 'integer')
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('order_item_files_order').on('order_item_files').columns(['order_id', 'order_item_id']).execute();
    /** [{ layerId, label, text }]: what the shopper wrote into the template's text layers. */
    await db.schema.alterTable('basket_items').addColumn('personalization_json', 'text', jsonText('[]')).execute();
    await db.schema.alterTable('order_items').addColumn('personalization_json', 'text', jsonText('[]')).execute();
    // One shopper's custom product per design: a second POST (or a race of two) finds the first.
    await sql`create unique index products_stusub_design on products (design_id) where substr(sku, 1, 6) = 'STUSUB'`.execute(db);
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('products_stusub_design').ifExists().execute();
    await db.schema.alterTable('order_items').dropColumn('personalization_json').execute();
    await db.schema.alterTable('basket_items').dropColumn('personalization_json').execute();
    await db.schema.dropTable('order_item_files').ifExists().execute();
  },
};
