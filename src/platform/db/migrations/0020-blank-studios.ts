import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { notNull } from './columns.ts';

// What a blank product carries for the studio (sides, print areas, print costs,
// mockups per colour). One row per blank, beside the products table rather than in it: only
// blanks have studio data, and the catalogue's product reads stay as they are.
export const blankStudios: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('blank_studios')
      .addColumn('product_id', 'integer', (col) => col.primaryKey().references('products.id').onDelete('cascade'))
      /** The product's store, so every read is scoped without a join. */
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      /** src/schemas/blank-studio.ts BlankStudio as JSON, validated on write. */
      .addColumn('studio_json', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('blank_studios_division').on('blank_studios').columns(['division_id', 'product_id']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('blank_studios').ifExists().execute();
  },
};
