import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// How each order was taxed, kept with it: the treatment (uk, ioss, import-vat-due,
// reverse-charge, export), the business buyer's VAT number, and each item's rate in basis
// points, so invoices and tax reports read what was charged rather than work it out again.
// Orders written before carry the UK treatment their totals were made under.
export const orderTax: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('orders')
      .addColumn('tax_treatment', 'text', (col) => col.notNull().defaultTo('uk'))
      .execute();
    await db.schema.alterTable('orders').addColumn('buyer_vat_number', 'text').execute();
    await db.schema
      .alterTable('order_items')
      .addColumn('tax_rate_bp', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('order_items').dropColumn('tax_rate_bp').execute();
    await db.schema.alterTable('orders').dropColumn('buyer_vat_number').execute();
    await db.schema.alterTable('orders').dropColumn('tax_treatment').execute();
  },
};
