import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { flag, notNull, withId } from './columns.ts';

// Pro plans bought through the payment processor's subscriptions. The processor's events are
// the truth: each is recorded once (billing_events, unique per event id); a subscription's row
// keeps the time of the event that last set it, so an older event arriving late changes
// nothing. Every change of a project's Pro flag, by a subscription or by staff, is kept with
// who made it and why (pro_changes).
export const proPlans: Migration = {
  async up(db: Kysely<any>) {
    await withId(db, db.schema.createTable('billing_subscriptions'))
      .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('provider', 'text', notNull)
      /** The processor's subscription id (Stripe: sub_…). */
      .addColumn('subscription_id', 'text', notNull)
      /** The processor's customer id (Stripe: cus_…): the billing portal opens for it. */
      .addColumn('customer_id', 'text', notNull)
      /** month or year. */
      .addColumn('plan_interval', 'text', notNull)
      /** The processor's status: active, trialing, past_due, canceled, incomplete, unpaid… */
      .addColumn('status', 'text', notNull)
      .addColumn('current_period_end', 'text')
      .addColumn('cancel_at_period_end', 'integer', flag(0))
      /** The processor's time (Unix seconds) of the event that last set this row. */
      .addColumn('event_created', 'bigint', notNull)
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('billing_subscriptions_ref').on('billing_subscriptions').columns(['provider', 'subscription_id']).unique().execute();
    await db.schema.createIndex('billing_subscriptions_project').on('billing_subscriptions').column('project_id').execute();

    await withId(db, db.schema.createTable('billing_invoices'))
      .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('provider', 'text', notNull)
      .addColumn('invoice_id', 'text', notNull)
      .addColumn('subscription_id', 'text')
      /** The invoice's number as the processor prints it (Stripe: ABCD-0001). */
      .addColumn('number', 'text')
      /** Minor units. */
      .addColumn('amount_paid', 'integer', notNull)
      .addColumn('currency', 'text', notNull)
      /** The processor's page for the invoice, and its PDF (absent with the test processor). */
      .addColumn('hosted_url', 'text')
      .addColumn('pdf_url', 'text')
      .addColumn('period_start', 'text', notNull)
      .addColumn('period_end', 'text', notNull)
      .addColumn('paid_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('billing_invoices_ref').on('billing_invoices').columns(['provider', 'invoice_id']).unique().execute();
    await db.schema.createIndex('billing_invoices_project').on('billing_invoices').columns(['project_id', 'paid_at']).execute();

    await withId(db, db.schema.createTable('billing_events'))
      .addColumn('provider', 'text', notNull)
      .addColumn('event_id', 'text', notNull)
      .addColumn('type', 'text', notNull)
      .addColumn('project_id', 'integer', (col) => col.references('projects.id').onDelete('cascade'))
      /** What it did: pro, not_pro, recorded, unchanged, stale, ignored. */
      .addColumn('outcome', 'text', notNull)
      .addColumn('received_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('billing_events_event').on('billing_events').columns(['provider', 'event_id']).unique().execute();

    await withId(db, db.schema.createTable('pro_changes'))
      .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('is_pro', 'integer', notNull)
      /** subscription (the processor's events) or staff (an override in atlas). */
      .addColumn('source', 'text', notNull)
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      /** Staff: why; a subscription: the event that changed it. */
      .addColumn('reason', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('pro_changes_project').on('pro_changes').columns(['project_id', 'created_at']).execute();
  },
  async down(db: Kysely<any>) {
    for (const table of ['pro_changes', 'billing_events', 'billing_invoices', 'billing_subscriptions']) await db.schema.dropTable(table).execute();
  },
};
