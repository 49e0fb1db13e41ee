import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// A kept page names the build that rendered it: after a deploy its stylesheet and script
// addresses (content-hashed) no longer exist, so the shared tier must not serve it.
export const renderedPageBuild: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('rendered_pages')
      .addColumn('build_id', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('rendered_pages').dropColumn('build_id').execute();
  },
};
