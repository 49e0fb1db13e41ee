import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { notNull, withId } from './columns.ts';

// The payment processor's events as they were applied: one row per event id, written in the
// transaction that applies the event, so an event sent twice (a retry, a replay) or two
// deliveries at once move an order once. The unique index is what makes it exactly once.
export const paymentEvents: Migration = {
  async up(db: Kysely<any>) {
    await withId(db, db.schema.createTable('payment_events'))
      .addColumn('provider', 'text', notNull)
      /** The processor's own event id (Stripe: evt_…). */
      .addColumn('event_id', 'text', notNull)
      /** The processor's event type (payment_intent.succeeded, charge.dispute.created…). */
      .addColumn('type', 'text', notNull)
      /** The payment it is about (a PaymentIntent id). */
      .addColumn('reference', 'text', notNull)
      .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
      /** What it did: paid, failed, processing, refund_due, disputed, unchanged… */
      .addColumn('outcome', 'text', notNull)
      .addColumn('received_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('payment_events_event').on('payment_events').columns(['provider', 'event_id']).unique().execute();
    await db.schema.createIndex('payment_events_order').on('payment_events').column('order_id').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('payment_events').execute();
  },
};
