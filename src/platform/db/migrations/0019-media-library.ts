import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { notNull, withId } from './columns.ts';

// Each store's library of uploaded pictures and files. A picture is uploaded,
// then turned into the responsive widths by a media.process job; the row records how far
// that has come so the dashboard can show it.
export const mediaLibrary: Migration = {
  async up(db: Kysely<any>) {
    await withId(db, db.schema.createTable('media_items'))
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      /** 'image' or 'file'. */
      .addColumn('kind', 'text', notNull)
      .addColumn('name', 'text', notNull)
      .addColumn('content_type', 'text', notNull)
      .addColumn('bytes', 'integer', notNull)
      /** 'processing', 'ready' or 'failed'. */
      .addColumn('status', 'text', notNull)
      .addColumn('progress', 'integer', (col) => col.notNull().defaultTo(0))
      /** The upload waiting to be processed (a name under the uploads folder); null once done. */
      .addColumn('upload_file', 'text')
      /** The media store's content hash: files shared by two rows stay until both are deleted. */
      .addColumn('content_hash', 'text')
      .addColumn('url', 'text')
      /** A picture's image record (renditions by width) as JSON, once ready. */
      .addColumn('image_json', 'text')
      .addColumn('alt_text', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('error', 'text')
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('media_items_division').on('media_items').columns(['division_id', 'id']).execute();
    await db.schema.createIndex('media_items_content_hash').on('media_items').column('content_hash').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('media_items').ifExists().execute();
  },
};
