import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { jsonText } from './columns.ts';

// Prices per variant: each product keeps a matrix of prices and sale prices per colour and
// size ([{ colour, size, price, salePrice }]). Every product starts with none: one price for all.
export const priceMatrix: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('products').addColumn('price_matrix_json', 'text', jsonText('[]')).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('products').dropColumn('price_matrix_json').execute();
  },
};
