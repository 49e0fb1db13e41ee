import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { jsonText, notNull, withId } from './columns.ts';

// Studio images: what shoppers and owners uploaded for image layers, and each store's
// design library (the platform's artwork as print-resolution PNGs). Both let the render job
// check that an image layer's src is this store's own picture before it reads the file.
export const studioUploads: Migration = {
  async up(db: Kysely<any>) {
    await withId(db, db.schema.createTable('studio_uploads'))
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      /** The signed-in uploader; null for a visitor (then visitor_hash says which browser). */
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      /** sha256 of the visitor cookie, as the basket keeps it; null when signed in or without one. */
      .addColumn('visitor_hash', 'text')
      /** Address under /media/: `<sha256 prefix>.png|jpg|svg`. */
      .addColumn('url', 'text', notNull)
      /** 'png', 'jpeg' or 'svg': what the bytes were, never what the name said. */
      .addColumn('format', 'text', notNull)
      .addColumn('pixel_width', 'integer', notNull)
      .addColumn('pixel_height', 'integer', notNull)
      /** Size of the stored (re-encoded or sanitised) file. */
      .addColumn('bytes', 'integer', notNull)
      /** Full sha256 of the stored file. */
      .addColumn('sha256', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('studio_uploads_division_url').on('studio_uploads').columns(['division_id', 'url']).execute();

    await withId(db, db.schema.createTable('design_library_items'))
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      /** Stable per store (the artwork's seed name): a second seed finds it and writes nothing. */
      .addColumn('slug', 'text', notNull)
      .addColumn('name', 'text', notNull)
      .addColumn('tags_json', 'text', jsonText('[]'))
      /** The print-resolution PNG under /media/. */
      .addColumn('url', 'text', notNull)
      /** A small WebP for the library's grid. */
      .addColumn('small_url', 'text', notNull)
      .addColumn('pixel_width', 'integer', notNull)
      .addColumn('pixel_height', 'integer', notNull)
      .addColumn('position', 'integer', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('design_library_items_slug').on('design_library_items').columns(['division_id', 'slug']).unique().execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('design_library_items').ifExists().execute();
    await db.schema.dropTable('studio_uploads').ifExists().execute();
  },
};
