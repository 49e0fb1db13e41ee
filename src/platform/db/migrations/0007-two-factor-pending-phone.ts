import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// SMS enrolment keeps the number it texted a code to apart from the user's phone until
// that code comes back: an unproven number must never become the second factor.
export const twoFactorPendingPhone: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('users').addColumn('two_factor_pending_phone', 'text').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('users').dropColumn('two_factor_pending_phone').execute();
  },
};
