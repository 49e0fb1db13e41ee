import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../../platform/db/database.ts';
import { defineTask } from '../../../platform/jobs/task.ts';
import { enqueue } from '../../../platform/jobs/enqueue.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { applyBillingEvent, hasPayingSubscription } from './apply-billing-event.ts';
import { PRO_STATUSES, type BillingEvent, type PlanInterval, type SubscriptionState } from './billing-event.ts';
import { proPrice } from './pro-plan-prices.ts';
import type { TestCheckoutSession } from './test-billing.ts';
import { ALREADY_PRO, NO_PRO_PLAN } from './billing-messages.ts';

// The test processor's subscriptions: what Stripe would do when an owner subscribes, changes
// or cancels their plan, and when a period ends, told as the events Stripe would send and
// applied by applyBillingEvent like Stripe's webhooks. The subscription itself is the row
// those events keep (billing_subscriptions): there is no other ledger.

const PROVIDER = 'test';

export type TestPortalAction = 'cancel' | 'resume' | 'switch' | 'end-period';

/**
 * The end of a period of `interval` that starts at `from`: the same day next month or next
 * year, or that month's last day when it is shorter (31 January → 28 February), as Stripe bills.
 */
export function periodEnd(from: Date, interval: PlanInterval): Date {
  const months = interval === 'year' ? 12 : 1;
  const target = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  target.setUTCHours(from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds());
  return target;
}

const seconds = (time: Date) => Math.floor(time.getTime() / 1000);

function subscriptionEvent(eventId: string, type: string, projectId: number, state: SubscriptionState, now: Date): BillingEvent {
  return {
    eventId,
    type,
    created: seconds(now),
    projectId,
    action: 'subscription_changed',
    subscription: state,
    deleted: type === 'customer.subscription.deleted',
  };
}

function invoiceEvent(eventId: string, projectId: number, subscriptionId: string, interval: PlanInterval, start: Date, end: Date, now: Date): BillingEvent {
  const price = proPrice(interval);
  const invoiceId = `test_in_${eventId.slice('test_evt_'.length)}`;
  const invoice = {
    id: invoiceId,
    subscriptionId,
    number: `TEST-${createHash('sha256').update(invoiceId).digest('hex').slice(0, 8).toUpperCase()}`,
    amountPaid: price.amount,
    currency: price.currency,
    hostedUrl: null,
    pdfUrl: null,
    periodStart: start.toISOString(),
    periodEnd: end.toISOString(),
    paidAt: now.toISOString(),
  };
  return { eventId, type: 'invoice.paid', created: seconds(now), projectId, action: 'invoice_paid', invoice };
}

/** Pro's period end for one subscription: enqueued again (same key) whenever its period moves. */
async function schedulePeriodEnd(db: Db, subscriptionId: string, at: Date): Promise<void> {
  await enqueue(db, testPeriodEndTask, { subscriptionId }, { jobKey: `test-period-end:${subscriptionId}`, runAt: at });
}

/**
 * The owner subscribed on the test checkout: the events Stripe sends for a paid checkout
 * (subscription created, first invoice paid, session completed). The subscription's id comes
 * from the session, so a second press of the button repeats the same events, applied once.
 */
export async function subscribeInTestMode(db: Db, sealed: string, session: TestCheckoutSession, now = new Date()): Promise<void> {
  const key = createHash('sha256').update(sealed).digest('hex').slice(0, 20);
  const subscriptionId = `test_sub_${key}`;
  const kept = await db
    .selectFrom('billing_subscriptions')
    .select('id')
    .where('provider', '=', PROVIDER)
    .where('subscription_id', '=', subscriptionId)
    .executeTakeFirst();
  if (!kept && (await hasPayingSubscription(db, session.projectId))) throw new ApiError('conflict', ALREADY_PRO);
  const customerId = session.customerId ?? `test_cus_${session.projectId}`;
  const end = periodEnd(now, session.interval);
  const state: SubscriptionState = {
    id: subscriptionId,
    customerId,
    status: 'active',
    interval: session.interval,
    currentPeriodEnd: end.toISOString(),
    cancelAtPeriodEnd: false,
  };
  await applyBillingEvent(db, PROVIDER, subscriptionEvent(`test_evt_${key}_created`, 'customer.subscription.created', session.projectId, state, now), now);
  await applyBillingEvent(db, PROVIDER, invoiceEvent(`test_evt_${key}_invoice`, session.projectId, subscriptionId, session.interval, now, end, now), now);
  await applyBillingEvent(
    db,
    PROVIDER,
    {
      eventId: `test_evt_${key}_checkout`,
      type: 'checkout.session.completed',
      created: seconds(now),
      projectId: session.projectId,
      action: 'checkout_completed',
      subscriptionId,
      customerId,
      paid: true,
      interval: session.interval,
    },
    now,
  );
  if (!kept) await schedulePeriodEnd(db, subscriptionId, end);
}

interface KeptSubscription {
  projectId: number;
  state: SubscriptionState;
}

async function findSubscription(db: Db, where: { projectId: number } | { subscriptionId: string }): Promise<KeptSubscription | undefined> {
  let query = db.selectFrom('billing_subscriptions').selectAll().where('provider', '=', PROVIDER);
  query =
    'projectId' in where
      ? query.where('project_id', '=', where.projectId).where('status', 'in', [...PRO_STATUSES])
      : query.where('subscription_id', '=', where.subscriptionId);
  const row = await query.orderBy('id', 'desc').executeTakeFirst();
  if (!row) return undefined;
  return {
    projectId: row.project_id,
    state: {
      id: row.subscription_id,
      customerId: row.customer_id,
      status: row.status,
      interval: row.plan_interval === 'year' ? 'year' : 'month',
      currentPeriodEnd: row.current_period_end,
      cancelAtPeriodEnd: row.cancel_at_period_end === 1,
    },
  };
}

const newEventId = () => `test_evt_${randomBytes(10).toString('hex')}`;

/** The period is over: Pro ends for a cancelled plan, and renews (a new invoice) for any other. */
async function endPeriod(db: Db, kept: KeptSubscription, now: Date): Promise<void> {
  const { projectId, state } = kept;
  if (state.cancelAtPeriodEnd) {
    await applyBillingEvent(
      db,
      PROVIDER,
      subscriptionEvent(newEventId(), 'customer.subscription.deleted', projectId, { ...state, status: 'canceled' }, now),
      now,
    );
    return;
  }
  const start = now;
  const end = periodEnd(start, state.interval);
  await applyBillingEvent(
    db,
    PROVIDER,
    subscriptionEvent(newEventId(), 'customer.subscription.updated', projectId, { ...state, currentPeriodEnd: end.toISOString() }, now),
    now,
  );
  await applyBillingEvent(db, PROVIDER, invoiceEvent(newEventId(), projectId, state.id, state.interval, start, end, now), now);
  await schedulePeriodEnd(db, state.id, end);
}

/**
 * What the owner does on the test billing portal: cancel at the period's end, keep the plan
 * after all, switch between monthly and yearly (a new period starts, paid at once), or — a
 * test-only shortcut — bring the period's end forward to now.
 */
export async function changeTestSubscription(db: Db, projectId: number, action: TestPortalAction, now = new Date()): Promise<void> {
  const kept = await findSubscription(db, { projectId });
  if (!kept) throw new ApiError('notFound', NO_PRO_PLAN);
  const { state } = kept;
  if (action === 'end-period') return endPeriod(db, kept, now);
  if (action === 'switch') {
    const interval: PlanInterval = state.interval === 'year' ? 'month' : 'year';
    const end = periodEnd(now, interval);
    const switched = { ...state, interval, currentPeriodEnd: end.toISOString(), cancelAtPeriodEnd: false };
    await applyBillingEvent(db, PROVIDER, subscriptionEvent(newEventId(), 'customer.subscription.updated', projectId, switched, now), now);
    await applyBillingEvent(db, PROVIDER, invoiceEvent(newEventId(), projectId, state.id, interval, now, end, now), now);
    await schedulePeriodEnd(db, state.id, end);
    return;
  }
  const cancelAtPeriodEnd = action === 'cancel';
  if (state.cancelAtPeriodEnd === cancelAtPeriodEnd) return;
  await applyBillingEvent(db, PROVIDER, subscriptionEvent(newEventId(), 'customer.subscription.updated', projectId, { ...state, cancelAtPeriodEnd }, now), now);
}

/** A test subscription's period end, as queued; a period moved since (a switch) or a plan already ended does nothing. */
export async function runTestPeriodEnd(db: Db, subscriptionId: string, now = new Date()): Promise<void> {
  const kept = await findSubscription(db, { subscriptionId });
  if (!kept || !PRO_STATUSES.includes(kept.state.status)) return;
  const end = kept.state.currentPeriodEnd ? new Date(kept.state.currentPeriodEnd) : now;
  if (end.getTime() > now.getTime()) return;
  await endPeriod(db, kept, now);
}

export const testPeriodEndTask = defineTask({
  name: 'billing.test-period-end',
  payload: z.object({ subscriptionId: z.string().min(1) }),
  maxAttempts: 5,
  run: ({ subscriptionId }, { db }) => runTestPeriodEnd(db, subscriptionId),
});
