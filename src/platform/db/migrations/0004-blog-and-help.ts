import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { flag, jsonText, notNull, withId } from './columns.ts';

// The blog (/blog/…) and the help centre (/help/…): both store-scoped content
// that every visitor sees alike, so their pages go through the render cache.
export const blogAndHelp: Migration = {
  async up(db: Kysely<any>) {
    await withId(db, db.schema.createTable('blog_posts'))
      .addColumn('uuid', 'text', (col) => col.notNull().unique())
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      .addColumn('url_name', 'text', notNull)
      .addColumn('title', 'text', notNull)
      .addColumn('excerpt', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('body_html', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('banner_json', 'text', jsonText('null'))
      .addColumn('tags_json', 'text', jsonText('[]'))
      .addColumn('author', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('published', 'integer', flag(0))
      .addColumn('published_at', 'text')
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .addUniqueConstraint('blog_posts_division_url_name', ['division_id', 'url_name'])
      .execute();
    // The blog lists one store's published posts, newest first.
    await db.schema.createIndex('blog_posts_division_published').on('blog_posts').columns(['division_id', 'published', 'published_at']).execute();

    // tags_json is the post's own list (display names, in the author's order); this table
    // repeats it by slug so "posts tagged x" and "tags with counts" are indexed queries.
    await db.schema
      .createTable('blog_post_tags')
      .addColumn('post_id', 'integer', (col) => col.notNull().references('blog_posts.id').onDelete('cascade'))
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      .addColumn('tag_slug', 'text', notNull)
      .addColumn('tag_name', 'text', notNull)
      .addPrimaryKeyConstraint('blog_post_tags_pk', ['post_id', 'tag_slug'])
      .execute();
    await db.schema.createIndex('blog_post_tags_division_tag').on('blog_post_tags').columns(['division_id', 'tag_slug']).execute();

    await withId(db, db.schema.createTable('help_groups'))
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      .addColumn('code', 'text', notNull)
      .addColumn('title', 'text', notNull)
      .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('icon', 'text', (col) => col.notNull().defaultTo('grid'))
      .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
      .addUniqueConstraint('help_groups_division_code', ['division_id', 'code'])
      .execute();

    await withId(db, db.schema.createTable('help_questions'))
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      .addColumn('group_id', 'integer', (col) => col.notNull().references('help_groups.id').onDelete('cascade'))
      .addColumn('url_name', 'text', notNull)
      .addColumn('title', 'text', notNull)
      .addColumn('answer_html', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('popular', 'integer', flag(0))
      .addColumn('published', 'integer', flag(1))
      // "Was this helpful?" answers, counted for the store owner; never shown to shoppers.
      .addColumn('helpful_yes', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('helpful_no', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .addUniqueConstraint('help_questions_division_url_name', ['division_id', 'url_name'])
      .execute();
    await db.schema.createIndex('help_questions_group').on('help_questions').columns(['group_id', 'position']).execute();
    await db.schema.createIndex('help_questions_division_popular').on('help_questions').columns(['division_id', 'popular', 'position']).execute();

    await withId(db, db.schema.createTable('help_contact_reasons'))
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      .addColumn('url_name', 'text', notNull)
      .addColumn('title', 'text', notNull)
      .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('body_html', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('action_json', 'text', jsonText('null'))
      // The group whose questions may answer this reason before anyone writes in.
      .addColumn('group_id', 'integer', (col) => col.references('help_groups.id').onDelete('set null'))
      .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
      .addUniqueConstraint('help_contact_reasons_division_url_name', ['division_id', 'url_name'])
      .execute();
  },

  async down(db: Kysely<any>) {
    for (const table of ['help_contact_reasons', 'help_questions', 'help_groups', 'blog_post_tags', 'blog_posts']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
