import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { flag, jsonText, notNull, withId } from './columns.ts';

// Commerce: baskets (the main basket and favourites are both named baskets),
// orders with their items, status log and payment attempts. Money is integer minor units
// of the order's currency; a price is always re-read from the catalogue, never trusted.
export const commerce: Migration = {
  async up(db: Kysely<any>) {
    await withId(db, db.schema.createTable('baskets'))
      .addColumn('uuid', 'text', (col) => col.notNull().unique())
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      /** 'main' or 'favourites' (the basket calls' `name`). */
      .addColumn('name', 'text', notNull)
      /** SHA-256 of the visitor's basket cookie; null once the basket belongs to a customer only. */
      .addColumn('visitor_hash', 'text')
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
      /** SHA-256 of the favourites recovery token (the `br` of favourites/recover). */
      .addColumn('recovery_hash', 'text', (col) => col.unique())
      /** Bumped by every write: concurrent writers retry on a stale version instead of losing updates. */
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .addUniqueConstraint('baskets_visitor', ['division_id', 'name', 'visitor_hash'])
      .addUniqueConstraint('baskets_user', ['division_id', 'name', 'user_id'])
      .execute();

    await withId(db, db.schema.createTable('basket_items'))
      .addColumn('basket_id', 'integer', (col) => col.notNull().references('baskets.id').onDelete('cascade'))
      /** The line's key (the cart item's `key`): stable across requests, unique in its basket. */
      .addColumn('key', 'text', notNull)
      .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
      .addColumn('colour', 'text')
      .addColumn('size', 'text')
      .addColumn('quantity', 'integer', notNull)
      /** The bundle this line was added with (the basket add action's `bundleOptions`). */
      .addColumn('bundle_options_json', 'text', jsonText('null'))
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .addUniqueConstraint('basket_items_key', ['basket_id', 'key'])
      .execute();

    await withId(db, db.schema.createTable('orders'))
      .addColumn('uuid', 'text', (col) => col.notNull().unique())
      /** The unguessable address of the receipt and invoice (128 random bits, base64url). */
      .addColumn('hash', 'text', (col) => col.notNull().unique())
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('basket_id', 'integer', (col) => col.references('baskets.id').onDelete('set null'))
      .addColumn('email', 'text', notNull)
      /** The order status code: new, to_be_paid, paid, processing, … */
      .addColumn('status', 'text', notNull)
      .addColumn('currency', 'text', notNull)
      .addColumn('subtotal', 'integer', notNull)
      .addColumn('goods_tax', 'integer', notNull)
      .addColumn('discount', 'integer', notNull)
      .addColumn('shipping', 'integer', notNull)
      .addColumn('shipping_tax', 'integer', notNull)
      .addColumn('total', 'integer', notNull)
      .addColumn('coupon_code', 'text')
      .addColumn('shipping_method', 'text', notNull)
      .addColumn('shipping_address_json', 'text', notNull)
      .addColumn('billing_address_json', 'text', notNull)
      .addColumn('payment_method', 'text')
      /** The provider's reference of the successful charge. */
      .addColumn('transaction_id', 'text')
      .addColumn('paid_at', 'text')
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('orders_division_user').on('orders').columns(['division_id', 'user_id', 'created_at']).execute();

    await withId(db, db.schema.createTable('order_items'))
      .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (col) => col.references('products.id').onDelete('set null'))
      /** What was bought, copied so the order reads the same after the catalogue changes. */
      .addColumn('name', 'text', notNull)
      .addColumn('sku', 'text', notNull)
      .addColumn('image', 'text')
      .addColumn('colour', 'text')
      .addColumn('size', 'text')
      .addColumn('quantity', 'integer', notNull)
      /** Unit price including tax, and the tax in it, in minor units. */
      .addColumn('price', 'integer', notNull)
      .addColumn('tax', 'integer', notNull)
      .addColumn('discount_tax_included', 'integer', (col) => col.notNull().defaultTo(0))
      /** The master bundle line this line was added with. */
      .addColumn('bundle_parent_id', 'integer')
      .execute();
    await db.schema.createIndex('order_items_order').on('order_items').column('order_id').execute();

    await withId(db, db.schema.createTable('order_status_logs'))
      .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('status', 'text', notNull)
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('order_status_logs_order').on('order_status_logs').column('order_id').execute();

    await withId(db, db.schema.createTable('payment_attempts'))
      .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
      /** One per payment attempt the shopper made: retries and double submits find the first. */
      .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
      .addColumn('provider', 'text', notNull)
      /** A payment attempt: message, successful, method name. */
      .addColumn('method_name', 'text', notNull)
      .addColumn('successful', 'integer', flag(0))
      .addColumn('message', 'text', notNull)
      /** pending | authorized | captured | failed | refunded | cancelled */
      .addColumn('status', 'text', notNull)
      .addColumn('amount', 'integer', notNull)
      .addColumn('provider_reference', 'text')
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('payment_attempts_order').on('payment_attempts').column('order_id').execute();
  },
  async down(db: Kysely<any>) {
    for (const table of ['payment_attempts', 'order_status_logs', 'order_items', 'orders', 'basket_items', 'baskets']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
