import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { notNull, withId } from './columns.ts';

// After payment: the unguessable address of a customer's order history in one
// store, made on first use, and the seller's details an invoice prints (a project's
// name, logo and email are already kept; the postal address and VAT number were not).
export const orderHistory: Migration = {
  async up(db: Kysely<any>) {
    await withId(db, db.schema.createTable('order_history_links'))
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      /** 128 random bits, base64url: /order-history/{hash}. */
      .addColumn('hash', 'text', (col) => col.notNull().unique())
      .addColumn('created_at', 'text', notNull)
      .addUniqueConstraint('order_history_links_customer', ['division_id', 'user_id'])
      .execute();

    await db.schema
      .createTable('invoice_sellers')
      .addColumn('division_id', 'integer', (col) => col.primaryKey().references('divisions.id').onDelete('cascade'))
      /** Postal address, one line per line, as printed on invoices. */
      .addColumn('address', 'text', notNull)
      .addColumn('vat_number', 'text')
      .addColumn('updated_at', 'text', notNull)
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('invoice_sellers').ifExists().execute();
    await db.schema.dropTable('order_history_links').ifExists().execute();
  },
};
