import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { flag, notNull, withId } from './columns.ts';

// Checkout: a store's coupon codes, and the details a signed-in customer
// checked out with last, so their next checkout starts filled in.
export const checkout: Migration = {
  async up(db: Kysely<any>) {
    await withId(db, db.schema.createTable('coupons'))
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      /** Upper case; shoppers type it in any case. */
      .addColumn('code', 'text', notNull)
      /** Whole percent off the goods (1–100), or null when `amount_off` applies. */
      .addColumn('percent_off', 'integer')
      /** Minor units off the goods, never more than their subtotal. */
      .addColumn('amount_off', 'integer')
      .addColumn('active', 'integer', flag(1))
      .addColumn('created_at', 'text', notNull)
      .addUniqueConstraint('coupons_code', ['division_id', 'code'])
      .execute();

    await withId(db, db.schema.createTable('customer_checkout_details'))
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      /** The contact e-mail, addresses and shipping method of the customer's last order (JSON). */
      .addColumn('details_json', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .addUniqueConstraint('customer_checkout_details_user', ['division_id', 'user_id'])
      .execute();
  },
  async down(db: Kysely<any>) {
    for (const table of ['customer_checkout_details', 'coupons']) await db.schema.dropTable(table).ifExists().execute();
  },
};
