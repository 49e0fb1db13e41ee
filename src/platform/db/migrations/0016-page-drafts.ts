import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { notNull, withId } from './columns.ts';

// Drafts, published versions and scheduled publishes. `pages` stays the live
// copy the storefront reads; the owner's edits go to a draft until they are published.
export const pageDrafts: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('page_drafts')
      .addColumn('page_id', 'integer', (col) => col.primaryKey().references('pages.id').onDelete('cascade'))
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      /** The whole page object as the owner last saved it. */
      .addColumn('page_json', 'text', notNull)
      .addColumn('saved_by', 'integer')
      .addColumn('saved_at', 'text', notNull)
      .execute();

    await withId(db, db.schema.createTable('page_versions'))
      .addColumn('page_id', 'integer', (col) => col.notNull().references('pages.id').onDelete('cascade'))
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      /** 1 for a page's first publish, then one more each time. */
      .addColumn('number', 'integer', notNull)
      /** The page object that went live. */
      .addColumn('page_json', 'text', notNull)
      .addColumn('published_by', 'integer')
      .addColumn('published_at', 'text', notNull)
      .addUniqueConstraint('page_versions_page_number', ['page_id', 'number'])
      .execute();

    await withId(db, db.schema.createTable('page_schedules'))
      .addColumn('page_id', 'integer', (col) => col.notNull().references('pages.id').onDelete('cascade'))
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      .addColumn('publish_at', 'text', notNull)
      /** pending, published or cancelled. */
      .addColumn('state', 'text', notNull)
      .addColumn('scheduled_by', 'integer')
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('page_schedules_page_state').on('page_schedules').columns(['page_id', 'state']).execute();
    await db.schema.createIndex('page_drafts_division').on('page_drafts').column('division_id').execute();
  },
  async down(db: Kysely<any>) {
    for (const table of ['page_schedules', 'page_versions', 'page_drafts']) await db.schema.dropTable(table).ifExists().execute();
  },
};
