import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { flag } from './columns.ts';

// Personalisation: a paid order's personalised item gets print files of its own
// (the buyer's texts, design-products/personalised-prints.ts) in place of the design's copied
// at order time. The flag tells the factory's records (and a re-run of the job) which rows
// hold the buyer's own print rather than the designer's.
export const personalisedPrints: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('order_item_files').addColumn('personalized', 'integer', flag(0)).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('order_item_files').dropColumn('personalized').execute();
  },
};
