import type { Db } from '../../../platform/db/database.ts';
import { config } from '../../../platform/config/config.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { enqueue } from '../../../platform/jobs/enqueue.ts';
import { settlePaid } from './pay.ts';
import { findDivisionById } from '../../stores/index.ts';
import { applyBillingEvent, type BillingOutcome, isBillingEvent } from '../../accounts/index.ts';
import { logOrderChange } from '../orders/order-change-log.ts';
import type { PaymentEvent, PaymentProvider, WebhookPayload } from './provider.ts';
import { attemptStatusAfter } from './attempt-status.ts';
import { duplicatePaymentRefundTask } from './duplicate-refund.ts';
import { reverseGivenRefund } from '../refunds/refund-reversal.ts';
import { applyAccountUpdate } from './connected-accounts.ts';

// The processor's events are the truth about a payment: the /pay/ request may never come
// back (3-D Secure in another tab, a closed browser), and an event may arrive twice, late or
// before an earlier one. Each event is recorded under a unique index (payment_events) in the
// transaction that applies it, so it is applied once, and it moves an attempt only forward
// (attempt-status.ts).

export type WebhookResult = 'paid' | 'failed' | 'pending' | 'cancelled' | 'refund_due' | 'recorded' | 'unchanged' | 'duplicate' | 'ignored' | BillingOutcome;

/** The store's public origin, for links in mails sent outside a request. */
async function storeOrigin(db: Db, divisionId: number): Promise<string> {
  const division = await findDivisionById(db, divisionId);
  const host = division?.customDomainName ?? `${division?.subdomain ?? 'www'}.${config.platformDomain}`;
  return `https://${host}`;
}

interface Attempt {
  attemptId: number;
  status: string;
  orderId: number;
  divisionId: number;
  orderUuid: string;
  methodName: string;
}

/** Records the event; false when it was recorded before (a retry, a replay, a delivery racing this one). */
async function recordEvent(trx: Db, provider: string, event: PaymentEvent, orderId: number, now: Date): Promise<boolean> {
  const inserted = await trx
    .insertInto('payment_events')
    .values({
      provider,
      event_id: event.eventId,
      type: event.type,
      reference: event.reference,
      order_id: orderId,
      outcome: 'unchanged',
      received_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['provider', 'event_id']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** What a payment event does to its attempt and order, inside the transaction that records it. */
async function apply(trx: Db, event: PaymentEvent, attempt: Attempt, origin: string, now: Date): Promise<WebhookResult> {
  const time = now.toISOString();
  if (event.action === 'refunded' || event.action === 'refund_updated' || event.action === 'disputed') {
    // Refunds are kept by the refund service; what staff must hear of is a dispute, or a refund
    // that did not go through after all (its share of the order is then refundable again).
    if (event.action === 'refunded') return 'recorded';
    if (event.action === 'refund_updated' && event.status !== 'failed' && event.status !== 'canceled') return 'recorded';
    // Our refund it was made for (the staff or shopper refund) no longer counts as given back.
    const reversed =
      event.action === 'refund_updated' && event.refundRecord !== null && (await reverseGivenRefund(trx, attempt.orderId, event.refundRecord, now));
    const detail =
      event.action === 'disputed'
        ? { event: 'dispute opened', reference: event.reference, amount: event.amount, reason: event.reason }
        : {
            event: `refund ${event.status}`,
            reference: event.reference,
            refund: event.refundId,
            amount: event.amount,
            ...(reversed ? { refundableAgain: true } : {}),
          };
    await logOrderChange(trx, { orderId: attempt.orderId, actor: 'system', userId: null, kind: 'payment', detail, now });
    return 'recorded';
  }
  const next = attemptStatusAfter(attempt.status, event.action);
  if (next === undefined) return 'unchanged';
  if (event.action !== 'captured') {
    const message = event.action === 'failed' ? { message: event.message } : {};
    await trx
      .updateTable('payment_attempts')
      .set({ status: next, successful: 0, ...message, updated_at: time })
      .where('id', '=', attempt.attemptId)
      .execute();
    return event.action === 'failed' ? 'failed' : event.action === 'cancelled' ? 'cancelled' : 'pending';
  }
  await trx.updateTable('payment_attempts').set({ status: 'captured', successful: 1, updated_at: time }).where('id', '=', attempt.attemptId).execute();
  if (await settlePaid(trx, attempt.orderId, { transactionId: event.reference, paymentMethod: attempt.methodName, origin, userId: null }, now)) return 'paid';
  const order = await trx.selectFrom('orders').select(['transaction_id', 'paid_at']).where('id', '=', attempt.orderId).executeTakeFirstOrThrow();
  // Paid by this very payment already (the /pay/ request saw it succeed first).
  if (order.paid_at !== null && order.transaction_id === event.reference) return 'paid';
  // Paid by another payment, or no longer payable: this money goes back, once.
  await trx.updateTable('payment_attempts').set({ status: 'refund_due', successful: 0, updated_at: time }).where('id', '=', attempt.attemptId).execute();
  await enqueue(trx, duplicatePaymentRefundTask, { attemptId: attempt.attemptId }, { jobKey: `duplicate-payment:${attempt.attemptId}` });
  await logOrderChange(trx, {
    orderId: attempt.orderId,
    actor: 'system',
    userId: null,
    kind: 'payment',
    detail: { event: 'second payment received', reference: event.reference, amount: event.amount, paidWith: order.transaction_id },
    now,
  });
  return 'refund_due';
}

/**
 * A provider's event about a payment (or a Pro plan), verified by the provider on the raw body. Applied once:
 * a second delivery of the same event answers 'duplicate' and changes nothing.
 */
export async function handlePaymentWebhook(db: Db, provider: PaymentProvider, payload: WebhookPayload, now = new Date()): Promise<WebhookResult> {
  const event = await provider.getWebhookActionAndData(payload);
  if (event.action === 'not_supported') return 'ignored';
  // A Pro plan's event: the project's subscription, not an order's payment.
  if (isBillingEvent(event)) return applyBillingEvent(db, provider.name, event, now);
  // A direct store's connected account changed (its onboarding): kept by connected-accounts.ts, once.
  if (event.action === 'account_updated') return applyAccountUpdate(db, provider.name, event, now);
  const found = await db
    .selectFrom('payment_attempts')
    .innerJoin('orders', 'orders.id', 'payment_attempts.order_id')
    .select([
      'payment_attempts.id as attemptId',
      'orders.id as orderId',
      'orders.division_id as divisionId',
      'orders.uuid as orderUuid',
      'payment_attempts.method_name as methodName',
    ])
    .where('payment_attempts.provider', '=', provider.name)
    .where('payment_attempts.provider_reference', '=', event.reference)
    .executeTakeFirst();
  // A payment this platform did not start (another integration on the same account): not ours.
  if (!found || (event.orderUuid !== null && event.orderUuid !== found.orderUuid)) return 'ignored';
  const origin = await storeOrigin(db, found.divisionId);
  return inTransaction(db, async (trx) => {
    // Recorded first: a second delivery of this event waits here on the unique index until
    // the first commits, and then finds it recorded.
    if (!(await recordEvent(trx, provider.name, event, found.orderId, now))) return 'duplicate';
    const current = await trx.selectFrom('payment_attempts').select('status').where('id', '=', found.attemptId).executeTakeFirstOrThrow();
    const outcome = await apply(trx, event, { ...found, status: current.status }, origin, now);
    await trx.updateTable('payment_events').set({ outcome }).where('provider', '=', provider.name).where('event_id', '=', event.eventId).execute();
    return outcome;
  });
}
