import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Tax by destination: where a store is registered (its UK VAT number was already kept for
// invoices; the EU's import one-stop-shop number joins it) and whether its prices include tax,
// and a tax category per product, which the rate of each destination is looked up by.
// Products that were zero-rated (vat_rate 0: children's clothing in the UK) keep that as
// their category.
export const storeTax: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('invoice_sellers').addColumn('ioss_number', 'text').execute();
    await db.schema
      .alterTable('invoice_sellers')
      .addColumn('prices_include_tax', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
    await db.schema
      .alterTable('products')
      .addColumn('tax_category', 'text', (col) => col.notNull().defaultTo('standard'))
      .execute();
    await db.updateTable('products').set({ tax_category: 'childrens-clothing' }).where('vat_rate', '=', 0).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('products').dropColumn('tax_category').execute();
    await db.schema.alterTable('invoice_sellers').dropColumn('prices_include_tax').execute();
    await db.schema.alterTable('invoice_sellers').dropColumn('ioss_number').execute();
  },
};
