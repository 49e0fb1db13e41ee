import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { flag, notNull, withId } from './columns.ts';

// A store's affiliate programme. Affiliates bring visitors through their link
// (/a/{code}/ or /?aff={code}); each arrival is a click, and an order placed while the
// attribution cookie lasts is attributed to the affiliate with the commission rate of
// that moment (so changing the rate later never rewrites what was earned).
export const affiliates: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('affiliate_settings')
      .addColumn('division_id', 'integer', (col) => col.primaryKey().references('divisions.id').onDelete('cascade'))
      .addColumn('enabled', 'integer', flag(1))
      /** Commission in basis points of the order's goods excluding VAT (1000 = 10%). */
      .addColumn('commission_rate_bp', 'integer', (col) => col.notNull().defaultTo(1000))
      /** How long the attribution cookie lasts. */
      .addColumn('cookie_days', 'integer', (col) => col.notNull().defaultTo(30))
      .addColumn('updated_at', 'text', notNull)
      .execute();

    await withId(db, db.schema.createTable('affiliates'))
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      .addColumn('code', 'text', notNull)
      .addColumn('name', 'text', notNull)
      .addColumn('email', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .addUniqueConstraint('affiliates_division_code', ['division_id', 'code'])
      .addUniqueConstraint('affiliates_division_email', ['division_id', 'email'])
      .execute();

    await withId(db, db.schema.createTable('affiliate_clicks'))
      .addColumn('affiliate_id', 'integer', (col) => col.notNull().references('affiliates.id').onDelete('cascade'))
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('affiliate_clicks_affiliate').on('affiliate_clicks').columns(['affiliate_id', 'created_at']).execute();

    await db.schema
      .createTable('affiliate_orders')
      .addColumn('order_id', 'integer', (col) => col.primaryKey().references('orders.id').onDelete('cascade'))
      .addColumn('affiliate_id', 'integer', (col) => col.notNull().references('affiliates.id').onDelete('cascade'))
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      .addColumn('commission_rate_bp', 'integer', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('affiliate_orders_affiliate').on('affiliate_orders').columns(['affiliate_id', 'created_at']).execute();
  },
  async down(db: Kysely<any>) {
    for (const table of ['affiliate_orders', 'affiliate_clicks', 'affiliates', 'affiliate_settings']) await db.schema.dropTable(table).ifExists().execute();
  },
};
