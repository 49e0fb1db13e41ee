import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { flag, jsonText, notNull, withId } from './columns.ts';

// A direct store's own processor account (Stripe Connect) and what the processor last said of
// it. The store takes payments only once the account can take charges. Each account update is
// applied once (connected_account_events, by event id) and never over a newer one: the
// processor's `created` time of the update last applied is kept beside the state it set.
export const connectedAccounts: Migration = {
  async up(db: Kysely<any>) {
    await withId(db, db.schema.createTable('connected_accounts'))
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      /** The processor that holds the account: stripe, or test (the built-in test onboarding). */
      .addColumn('provider', 'text', notNull)
      /** The processor's account id (Stripe: acct_…). */
      .addColumn('account_id', 'text', notNull)
      .addColumn('charges_enabled', 'integer', flag(0))
      .addColumn('payouts_enabled', 'integer', flag(0))
      .addColumn('details_submitted', 'integer', flag(0))
      /** What the processor still needs before the account can take charges (its requirement names, a JSON list). */
      .addColumn('requirements_due', 'text', jsonText('[]'))
      /** The processor's time (seconds since 1970) of the state last applied: an older update never overwrites it. */
      .addColumn('state_at', 'bigint')
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('connected_accounts_division').on('connected_accounts').column('division_id').unique().execute();
    await db.schema.createIndex('connected_accounts_account').on('connected_accounts').column('account_id').unique().execute();
    await withId(db, db.schema.createTable('connected_account_events'))
      .addColumn('provider', 'text', notNull)
      .addColumn('event_id', 'text', notNull)
      .addColumn('account_id', 'text', notNull)
      /** applied, stale (older than the state kept) or unknown (an account of no store here). */
      .addColumn('outcome', 'text', notNull)
      .addColumn('received_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('connected_account_events_event').on('connected_account_events').columns(['provider', 'event_id']).unique().execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('connected_account_events').execute();
    await db.schema.dropTable('connected_accounts').execute();
  },
};
