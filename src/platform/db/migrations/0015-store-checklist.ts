import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { notNull } from './columns.ts';

// The store completion checklist (a homepage save marks its
// homepage step complete and moves the current step to collection). A store has a
// checklist row only once it has been given one (new stores made by sign-up).
export const storeChecklist: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('store_checklists')
      .addColumn('division_id', 'integer', (col) => col.primaryKey().references('divisions.id').onDelete('cascade'))
      /** The step the owner is asked to do next (a CHECKLIST_STEPS name). */
      .addColumn('current_step', 'text', notNull)
      /** The steps done, as a JSON list of step names. */
      .addColumn('completed_json', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('updated_at', 'text', notNull)
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('store_checklists').ifExists().execute();
  },
};
