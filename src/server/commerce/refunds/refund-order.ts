import type { Selectable } from 'kysely';
import type { StoreScope } from '../../stores/index.ts';
import type { OrderTable } from '../../../platform/db/commerce-tables.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { isUniqueViolation } from '../../../platform/db/unique-violation.ts';
import { paymentProvider } from '../payments/providers.ts';
import { refundAccount } from '../payments/store-account.ts';
import { logOrderChange } from '../orders/order-change-log.ts';
import { sendOrderChangeMail } from '../orders/order-change-mail.ts';
import { formatMoney } from '../../../lib/money.ts';
import { issueCreditNote } from '../receipts/credit-note.ts';

// Refund orders: money goes back through the payment provider's refund,
// never by editing a number. The order row holds what has been given back (refunded_total),
// reserved with a compare-and-set before the provider is called, so two refunds at once can
// never give back more than was paid, and a refund the provider refuses releases its share.

export interface RefundRequest {
  orderId: number;
  /** Minor units of the order's currency. */
  amount: number;
  reason: string;
  /** One per refund the person meant to make: a double click or a replayed request finds the first. */
  idempotencyKey: string;
  userId: number | null;
  actor: 'shopper' | 'staff' | 'system';
  /** The store's origin, for the link in the confirmation mail. */
  origin: string;
  now?: Date;
  /** Tests hand in their own provider; the app uses the configured one. */
  provider?: PaymentProvider;
}

export interface RefundRecord {
  id: number;
  orderId: number;
  amount: number;
  status: 'refunded' | 'failed';
  reason: string;
  createdAt: string;
}

type OrderRow = Pick<Selectable<OrderTable>, 'total' | 'refunded_total' | 'paid_at'>;

/** What may still be given back: what was paid less what was refunded already (0 when unpaid). */
export function refundableAmount(order: OrderRow): number {
  return order.paid_at === null ? 0 : Math.max(0, order.total - order.refunded_total);
}

function record(row: { id: number; order_id: number; amount: number; status: string; reason: string; created_at: string }): RefundRecord {
  return {
    id: row.id,
    orderId: row.order_id,
    amount: row.amount,
    status: row.status === 'refunded' ? 'refunded' : 'failed',
    reason: row.reason,
    createdAt: row.created_at,
  };
}

/** The pending refund written, with the payment it goes back through. */
interface Reserved {
  id: number;
  reference: string;
  currency: string;
}

/** The store's paid order and the payment to refund, when `amount` may still be given back. */
async function refundablePayment(trx: Db, scope: StoreScope, request: RefundRequest, provider: PaymentProvider) {
  const order = await trx
    .selectFrom('orders')
    .select(['id', 'division_id', 'total', 'refunded_total', 'paid_at', 'transaction_id', 'currency'])
    .where('id', '=', request.orderId)
    .executeTakeFirst();
  if (!order) throw new ApiError('notFound', 'No such order.');
  if (order.division_id !== scope.division.id) throw new ApiError('otherStore');
  const refundable = refundableAmount(order);
  if (refundable === 0)
    throw ApiError.validation({
      amount: [order.paid_at === null ? 'This order has not been paid, so there is nothing to refund.' : 'This order has been refunded in full already.'],
    });
  if (request.amount > refundable) throw ApiError.validation({ amount: [`Max ${formatMoney(refundable, order.currency)}`] });
  const attempt = await trx
    .selectFrom('payment_attempts')
    .select(['provider', 'provider_reference'])
    .where('order_id', '=', order.id)
    .where('successful', '=', 1)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const reference = attempt?.provider_reference ?? order.transaction_id;
  if (!reference) throw ApiError.validation({ amount: ['This order has no payment to refund.'] });
  if (attempt && attempt.provider !== provider.name) {
    throw new ApiError('conflict', `This order was paid through the ${attempt.provider} provider, which this server is not using.`);
  }
  return { order, reference };
}

/** Reserves the amount on the order (compare-and-set) and writes the pending refund, or nothing. */
async function reserve(scope: StoreScope, request: RefundRequest, provider: PaymentProvider, reason: string, time: string): Promise<Reserved> {
  return scope.db.transaction().execute(async (trx) => {
    const { order, reference } = await refundablePayment(trx, scope, request, provider);
    const moved = await trx
      .updateTable('orders')
      .set((eb) => ({ refunded_total: eb('refunded_total', '+', request.amount), version: eb('version', '+', 1), updated_at: time }))
      .where('id', '=', order.id)
      .where('refunded_total', '=', order.refunded_total)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1)
      throw new ApiError('conflict', 'Another refund of this order was made at the same moment. Reload it and try again.');
    const row = await trx
      .insertInto('refunds')
      .values({
        order_id: order.id,
        amount: request.amount,
        reason,
        idempotency_key: request.idempotencyKey,
        provider: provider.name,
        provider_reference: reference,
        status: 'pending',
        user_id: request.userId,
        created_at: time,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, reference, currency: order.currency };
  });
}

/**
 * The provider's answer to the refund: failed when it refused or could not be reached. The
 * refund's own row names it to the provider, so asking again (a retry after a lost answer)
 * gives the money back once; a direct store's payment is refunded on the store's account.
 */
async function giveBack(provider: PaymentProvider, reserved: Reserved, amount: number, account: string | undefined): Promise<'refunded' | 'failed'> {
  try {
    const status = await provider.refundPayment(reserved.reference, amount, { account, idempotencyKey: `refund:${reserved.id}`, refundRecord: reserved.id });
    return status === 'refunded' ? 'refunded' : 'failed';
  } catch {
    // The provider could not be reached or refused the call: nothing was given back.
    return 'failed';
  }
}

/** Settles the pending refund: a failed one releases its share of the order, a given one is logged, credited against the invoice and mailed. */
async function settle(scope: StoreScope, request: RefundRequest, reserved: Reserved, status: 'refunded' | 'failed', reason: string, time: string) {
  return scope.db.transaction().execute(async (trx) => {
    await trx.updateTable('refunds').set({ status }).where('id', '=', reserved.id).execute();
    if (status === 'failed') {
      await trx
        .updateTable('orders')
        .set((eb) => ({ refunded_total: eb('refunded_total', '-', request.amount), version: eb('version', '+', 1), updated_at: time }))
        .where('id', '=', request.orderId)
        .execute();
    } else {
      await issueCreditNote(trx, reserved.id, request.now ?? new Date());
      const amount = formatMoney(request.amount, reserved.currency);
      await logOrderChange(trx, {
        orderId: request.orderId,
        actor: request.actor,
        userId: request.userId,
        kind: 'refund',
        detail: { amount: request.amount, reason, refundId: reserved.id },
        now: request.now,
      });
      await sendOrderChangeMail(trx, {
        orderId: request.orderId,
        origin: request.origin,
        subject: `Your refund of ${amount}`,
        heading: 'Your refund is on its way',
        paragraphs: [
          `We have refunded ${amount} to the card you paid with. Depending on your bank it shows on your statement within 5 to 10 working days.`,
          `Reason: ${reason}`,
        ],
      });
    }
    const row = await trx.selectFrom('refunds').selectAll().where('id', '=', reserved.id).executeTakeFirstOrThrow();
    return record(row);
  });
}

/**
 * Refunds `amount` of this store's order `orderId`. Refused (422) when the order was not paid
 * or the amount is not between 1 and what is refundable; 404/403 for no order / another store's.
 * The order's status is the caller's to move (a full refund usually moves it to 'refunded').
 */
export async function refundOrder(scope: StoreScope, request: RefundRequest): Promise<RefundRecord> {
  const { db } = scope;
  const provider = request.provider ?? paymentProvider();
  const time = (request.now ?? new Date()).toISOString();
  const reason = request.reason.trim();
  if (reason === '') throw ApiError.validation({ reason: ['This field is required.'] });
  if (!Number.isInteger(request.amount) || request.amount <= 0) throw ApiError.validation({ amount: ['Must contain a number with up to two decimal places.'] });

  const earlier = await db.selectFrom('refunds').selectAll().where('idempotency_key', '=', request.idempotencyKey).executeTakeFirst();
  if (earlier) {
    if (earlier.order_id !== request.orderId) throw new ApiError('conflict', 'This refund key was used for another order.');
    return record(earlier);
  }

  let reserved: Reserved;
  try {
    reserved = await reserve(scope, request, provider, reason, time);
  } catch (error) {
    // Two first submissions of one key raced: the loser reads the winner's row.
    if (!isUniqueViolation(error)) throw error;
    const winner = await db.selectFrom('refunds').selectAll().where('idempotency_key', '=', request.idempotencyKey).executeTakeFirstOrThrow();
    return record(winner);
  }
  const status = await giveBack(provider, reserved, request.amount, await refundAccount(scope.db, scope.division));
  return settle(scope, request, reserved, status, reason, time);
}
