import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { notNull } from './columns.ts';

// The second tier of the render cache: rendered pages shared by every server
// instance and kept across restarts (the first tier is each process's memory).
export const renderCache: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('rendered_pages')
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      .addColumn('cache_key', 'text', notNull)
      .addColumn('content_version', 'integer', notNull)
      .addColumn('etag', 'text', notNull)
      .addColumn('html', 'text', notNull)
      .addColumn('rendered_at', 'text', notNull)
      .addPrimaryKeyConstraint('rendered_pages_pk', ['division_id', 'cache_key'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('rendered_pages').ifExists().execute();
  },
};
