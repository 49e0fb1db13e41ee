import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { flag, jsonText, notNull, withId } from './columns.ts';

// Catalogue completion: creators with their own page, size charts, bundles
// and verified-buyer reviews. Products gain their creator, size chart and bundle columns.
export const catalogue: Migration = {
  async up(db: Kysely<any>) {
    await withId(db, db.schema.createTable('creators'))
      .addColumn('uuid', 'text', (col) => col.notNull().unique())
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      /** The creator's address: /creator/{url_name}/. */
      .addColumn('url_name', 'text', notNull)
      .addColumn('name', 'text', notNull)
      .addColumn('bio', 'text', (col) => col.notNull().defaultTo(''))
      /** A path or address of the creator's picture. */
      .addColumn('avatar', 'text')
      .addColumn('created_at', 'text', notNull)
      .addUniqueConstraint('creators_url_name', ['division_id', 'url_name'])
      .execute();

    await withId(db, db.schema.createTable('size_charts'))
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      .addColumn('name', 'text', notNull)
      /** { unit, columns, rows: [{ size, values }] } (src/schemas/size-chart.ts). */
      .addColumn('chart_json', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute();

    await db.schema
      .alterTable('products')
      .addColumn('creator_id', 'integer', (col) => col.references('creators.id').onDelete('set null'))
      .execute();
    await db.schema
      .alterTable('products')
      .addColumn('size_chart_id', 'integer', (col) => col.references('size_charts.id').onDelete('set null'))
      .execute();
    await db.schema.alterTable('products').addColumn('is_bundle', 'integer', flag(0)).execute();
    /** [{ productId, quantity }] of the same store. */
    await db.schema.alterTable('products').addColumn('bundle_items_json', 'text', jsonText('[]')).execute();
    await db.schema.createIndex('products_creator').on('products').columns(['division_id', 'creator_id']).execute();
    await db.schema.createIndex('products_sku').on('products').columns(['division_id', 'sku']).execute();

    await withId(db, db.schema.createTable('reviews'))
      .addColumn('uuid', 'text', (col) => col.notNull().unique())
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      /** The order line that makes the reviewer a verified buyer. */
      .addColumn('order_item_id', 'integer', (col) => col.references('order_items.id').onDelete('set null'))
      /** Shown with the review: the reviewer's first name. */
      .addColumn('author', 'text', notNull)
      /** 1 to 5. */
      .addColumn('rating', 'integer', notNull)
      .addColumn('title', 'text', notNull)
      .addColumn('body', 'text', notNull)
      /** published | pending | rejected: only published reviews are shown and counted. */
      .addColumn('status', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      // One review per customer and product: a second one is refused, not stacked.
      .addUniqueConstraint('reviews_product_user', ['product_id', 'user_id'])
      .execute();
    await db.schema.createIndex('reviews_product').on('reviews').columns(['division_id', 'product_id', 'status']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('reviews').ifExists().execute();
    await db.schema.dropIndex('products_sku').ifExists().execute();
    await db.schema.dropIndex('products_creator').ifExists().execute();
    for (const column of ['bundle_items_json', 'is_bundle', 'size_chart_id', 'creator_id']) await db.schema.alterTable('products').dropColumn(column).execute();
    await db.schema.dropTable('size_charts').ifExists().execute();
    await db.schema.dropTable('creators').ifExists().execute();
  },
};
