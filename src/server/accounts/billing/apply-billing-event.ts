import type { Db } from '../../../platform/db/database.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { PRO_STATUSES, type BillingEvent, type SubscriptionState } from './billing-event.ts';
import { setProjectPro } from './pro-flag.ts';

// The processor's events about Pro plans are the truth: each is recorded under a unique index
// in the transaction that applies it (a retry or a replay changes nothing), and a
// subscription's row keeps the time of the event that set it, so an event older than that
// (they are not sent in order) is recorded and skipped. After each event the project is Pro
// exactly when one of its subscriptions is in a paying status.

export type BillingOutcome = 'pro' | 'not_pro' | 'recorded' | 'unchanged' | 'stale' | 'ignored' | 'duplicate';

async function projectOfSubscription(trx: Db, provider: string, subscriptionId: string): Promise<number | null> {
  const row = await trx
    .selectFrom('billing_subscriptions')
    .select('project_id')
    .where('provider', '=', provider)
    .where('subscription_id', '=', subscriptionId)
    .executeTakeFirst();
  return row?.project_id ?? null;
}

async function projectExists(trx: Db, projectId: number): Promise<boolean> {
  return (await trx.selectFrom('projects').select('id').where('id', '=', projectId).executeTakeFirst()) !== undefined;
}

/** The project an event is about: the one its subscription is kept under, else the one its metadata names. */
async function projectOf(trx: Db, provider: string, event: BillingEvent): Promise<number | null> {
  const subscriptionId =
    event.action === 'checkout_completed'
      ? event.subscriptionId
      : event.action === 'subscription_changed'
        ? event.subscription.id
        : event.invoice.subscriptionId;
  const kept = subscriptionId ? await projectOfSubscription(trx, provider, subscriptionId) : null;
  if (kept !== null) return kept;
  return event.projectId !== null && (await projectExists(trx, event.projectId)) ? event.projectId : null;
}

/** Writes the subscription as the event describes it, unless a newer event already did: false when skipped. */
async function keepSubscription(trx: Db, provider: string, projectId: number, state: SubscriptionState, created: number, now: string): Promise<boolean> {
  const kept = await trx
    .selectFrom('billing_subscriptions')
    .select(['id', 'event_created', 'status'])
    .where('provider', '=', provider)
    .where('subscription_id', '=', state.id)
    .executeTakeFirst();
  // An ended subscription stays ended: Stripe never revives one, so an event of the same second is older.
  if (kept && (created < kept.event_created || (created === kept.event_created && kept.status === 'canceled'))) return false;
  const values = {
    customer_id: state.customerId,
    plan_interval: state.interval,
    status: state.status,
    current_period_end: state.currentPeriodEnd,
    cancel_at_period_end: state.cancelAtPeriodEnd ? 1 : 0,
    event_created: created,
    updated_at: now,
  };
  if (kept) await trx.updateTable('billing_subscriptions').set(values).where('id', '=', kept.id).execute();
  else
    await trx
      .insertInto('billing_subscriptions')
      .values({ project_id: projectId, provider, subscription_id: state.id, created_at: now, ...values })
      .execute();
  return true;
}

async function keepInvoice(trx: Db, provider: string, projectId: number, event: Extract<BillingEvent, { action: 'invoice_paid' }>): Promise<void> {
  const { invoice } = event;
  await trx
    .insertInto('billing_invoices')
    .values({
      project_id: projectId,
      provider,
      invoice_id: invoice.id,
      subscription_id: invoice.subscriptionId,
      number: invoice.number,
      amount_paid: invoice.amountPaid,
      currency: invoice.currency.toUpperCase(),
      hosted_url: invoice.hostedUrl,
      pdf_url: invoice.pdfUrl,
      period_start: invoice.periodStart,
      period_end: invoice.periodEnd,
      paid_at: invoice.paidAt,
    })
    .onConflict((conflict) => conflict.columns(['provider', 'invoice_id']).doNothing())
    .execute();
}

/** Whether one of the project's subscriptions is in a paying status. */
export async function hasPayingSubscription(trx: Db, projectId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('billing_subscriptions')
    .select('id')
    .where('project_id', '=', projectId)
    .where('status', 'in', [...PRO_STATUSES])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

async function apply(trx: Db, provider: string, event: BillingEvent, projectId: number, now: Date): Promise<BillingOutcome> {
  const time = now.toISOString();
  if (event.action === 'invoice_paid') {
    await keepInvoice(trx, provider, projectId, event);
    return 'recorded';
  }
  if (event.action === 'checkout_completed') {
    // Paid at checkout: the subscription is active, even before its own event has arrived. A
    // row an event of its own already wrote knows better and is left as it is.
    if (!event.paid) return 'unchanged';
    const exists = (await projectOfSubscription(trx, provider, event.subscriptionId)) !== null;
    if (!exists) {
      const state = {
        id: event.subscriptionId,
        customerId: event.customerId,
        status: 'active',
        interval: event.interval,
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
      };
      // Written with the time before any event of the subscription's own, which then overrides it.
      await keepSubscription(trx, provider, projectId, state, 0, time);
    }
  } else {
    const state = event.deleted ? { ...event.subscription, status: 'canceled' } : event.subscription;
    if (!(await keepSubscription(trx, provider, projectId, state, event.created, time))) return 'stale';
  }
  const pro = await hasPayingSubscription(trx, projectId);
  const changed = await setProjectPro(trx, projectId, pro, { source: 'subscription', userId: null, reason: `${event.type} (${event.eventId})`, now });
  return changed ? (pro ? 'pro' : 'not_pro') : 'unchanged';
}

/** A processor's event about a Pro plan, applied once; an event for no project of ours is recorded and ignored. */
export async function applyBillingEvent(db: Db, provider: string, event: BillingEvent, now = new Date()): Promise<BillingOutcome> {
  return inTransaction(db, async (trx) => {
    const projectId = await projectOf(trx, provider, event);
    const inserted = await trx
      .insertInto('billing_events')
      .values({ provider, event_id: event.eventId, type: event.type, project_id: projectId, outcome: 'unchanged', received_at: now.toISOString() })
      .onConflict((conflict) => conflict.columns(['provider', 'event_id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return 'duplicate';
    const outcome = projectId === null ? 'ignored' : await apply(trx, provider, event, projectId, now);
    await trx.updateTable('billing_events').set({ outcome }).where('provider', '=', provider).where('event_id', '=', event.eventId).execute();
    return outcome;
  });
}
