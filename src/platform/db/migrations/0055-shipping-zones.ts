import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { flag, jsonText, notNull, withId } from './columns.ts';

// Each store's shipping: zones (the countries they reach, or the rest of the world), the
// delivery methods of each zone (estimate in working days, an optional last order date) and
// one rate per method (flat, by goods value bands, first item + each extra, by weight bands;
// free over a threshold), in the store currency's minor units. An order keeps the label of the
// method chosen beside its code, as the store named it then.
export const shippingZones: Migration = {
  async up(db: Kysely<any>) {
    await withId(db, db.schema.createTable('shipping_zones'))
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      .addColumn('name', 'text', notNull)
      /** ISO country codes, a JSON list. */
      .addColumn('countries_json', 'text', jsonText('[]'))
      /** Covers every country no other zone of the store lists. */
      .addColumn('rest_of_world', 'integer', flag(0))
      .addColumn('position', 'integer', notNull)
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('shipping_zones_division').on('shipping_zones').column('division_id').execute();
    await withId(db, db.schema.createTable('shipping_methods'))
      .addColumn('zone_id', 'integer', (col) => col.notNull().references('shipping_zones.id').onDelete('cascade'))
      .addColumn('code', 'text', notNull)
      .addColumn('label', 'text', notNull)
      .addColumn('min_days', 'integer', notNull)
      .addColumn('max_days', 'integer', notNull)
      /** The last day (YYYY-MM-DD) it can be ordered; null: always. */
      .addColumn('cutoff', 'text')
      .addColumn('position', 'integer', notNull)
      .execute();
    await db.schema.createIndex('shipping_methods_zone_code').on('shipping_methods').columns(['zone_id', 'code']).unique().execute();
    await withId(db, db.schema.createTable('shipping_rates'))
      .addColumn('method_id', 'integer', (col) => col.notNull().references('shipping_methods.id').onDelete('cascade'))
      /** flat, value-bands, per-item or weight-bands. */
      .addColumn('kind', 'text', notNull)
      .addColumn('amount', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('extra_amount', 'integer', (col) => col.notNull().defaultTo(0))
      /** [{from, to, price}], to null for no upper limit. */
      .addColumn('bands_json', 'text', jsonText('[]'))
      .addColumn('free_over', 'integer')
      .execute();
    await db.schema.createIndex('shipping_rates_method').on('shipping_rates').column('method_id').unique().execute();
    await db.schema.alterTable('orders').addColumn('shipping_label', 'text').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('orders').dropColumn('shipping_label').execute();
    await db.schema.dropTable('shipping_rates').execute();
    await db.schema.dropTable('shipping_methods').execute();
    await db.schema.dropTable('shipping_zones').execute();
  },
};
