import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { flag, notNull, withId } from './columns.ts';

// Split tests: a store's tests with their variations,
// and one session row per visitor and test — the start event (test and variation ids), and
// later the conversion the dashboard's results count.
export const splitTests: Migration = {
  async up(db: Kysely<any>) {
    await withId(db, db.schema.createTable('split_tests'))
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      /** The query parameter and split-var name (e.g. homepage). */
      .addColumn('code', 'text', notNull)
      .addColumn('name', 'text', notNull)
      .addColumn('active', 'integer', flag(1))
      .addColumn('created_at', 'text', notNull)
      .addColumn('ended_at', 'text')
      .execute();
    await db.schema.createIndex('split_tests_division_code').on('split_tests').columns(['division_id', 'code']).unique().execute();
    await withId(db, db.schema.createTable('split_test_variations'))
      .addColumn('split_test_id', 'integer', (col) => col.notNull().references('split_tests.id').onDelete('cascade'))
      .addColumn('name', 'text', notNull)
      .addColumn('is_default', 'integer', flag(0))
      .addColumn('position', 'integer', notNull)
      .execute();
    await db.schema.createIndex('split_test_variations_test').on('split_test_variations').columns(['split_test_id', 'position']).execute();
    await withId(db, db.schema.createTable('split_test_sessions'))
      .addColumn('split_test_id', 'integer', (col) => col.notNull().references('split_tests.id').onDelete('cascade'))
      .addColumn('variation_id', 'integer', (col) => col.notNull().references('split_test_variations.id').onDelete('cascade'))
      /** The cookie's random visitor id: each visitor counts once per test. */
      .addColumn('visitor', 'text', notNull)
      .addColumn('started_at', 'text', notNull)
      .addColumn('converted_at', 'text')
      .addColumn('order_id', 'integer')
      .execute();
    await db.schema.createIndex('split_test_sessions_visitor').on('split_test_sessions').columns(['split_test_id', 'visitor']).unique().execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('split_test_sessions').ifExists().execute();
    await db.schema.dropTable('split_test_variations').ifExists().execute();
    await db.schema.dropTable('split_tests').ifExists().execute();
  },
};
