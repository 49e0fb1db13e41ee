import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { notNull, withId } from './columns.ts';

// The posts the built-in social feed provider shows (the feed block's Instagram posts).
export const socialPosts: Migration = {
  async up(db: Kysely<any>) {
    await withId(db, db.schema.createTable('social_posts'))
      .addColumn('uuid', 'text', (col) => col.notNull().unique())
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      .addColumn('image_url', 'text', notNull)
      .addColumn('caption', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('permalink', 'text', notNull)
      .addColumn('posted_at', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute();
    // The feed reads one store's newest posts.
    await db.schema.createIndex('social_posts_division_posted').on('social_posts').columns(['division_id', 'posted_at']).execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('social_posts').ifExists().execute();
  },
};
