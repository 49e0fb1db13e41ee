import type { Selectable } from 'kysely';
import type { StoreScope } from '../../stores/index.ts';
import type { OrderTable, PaymentAttemptTable } from '../../../platform/db/commerce-tables.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { isUniqueViolation } from '../../../platform/db/unique-violation.ts';
import { settlePaid } from './pay.ts';
import { PAYMENT_MESSAGES, type BrowserPayment, type BrowserPaymentProvider } from './provider.ts';
import { payableAccount, refundAccount } from './store-account.ts';

// A payment taken in the shopper's browser (Stripe's Payment Element). Each order attempt is
// a payment_attempts row whose idempotency key is the order's uuid and the attempt's number,
// and whose provider_reference is the provider's payment (a PaymentIntent id). Rendering
// /pay/ again reuses the latest attempt's payment while it can still be paid, so a reload
// never opens a second one; only a payment given up (canceled) or no longer matching the
// order's amount makes a new attempt. The client secret is never stored: it is read from
// the provider each time the page renders.

type OrderRow = Selectable<OrderTable>;
type AttemptRow = Selectable<PaymentAttemptTable>;

export interface OpenedPayment {
  payment: BrowserPayment;
  /** The order's previous payment was given up, so this one is new: the shopper is told. */
  replaced: boolean;
}

const accountOf = (scope: StoreScope) => payableAccount(scope.db, scope.division);

/** The attempt's key: the same for every rendering of the same attempt, so creating is idempotent. */
export const attemptKey = (orderUuid: string, attemptNumber: number): string => `${orderUuid}-${attemptNumber}`;

async function latestAttempt(scope: StoreScope, order: OrderRow, provider: BrowserPaymentProvider): Promise<AttemptRow | undefined> {
  return scope.db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('order_id', '=', order.id)
    .where('provider', '=', provider.name)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

const matchesOrder = (payment: BrowserPayment, order: OrderRow) => payment.amount === order.total && payment.currency === order.currency.toLowerCase();

/** Opens the payment of an attempt (again, with its own key, when a rendering stopped before recording it). */
async function openFor(scope: StoreScope, order: OrderRow, provider: BrowserPaymentProvider, attempt: AttemptRow, now: Date): Promise<BrowserPayment> {
  const payment = await provider.openBrowserPayment({
    amount: order.total,
    currency: order.currency,
    orderUuid: order.uuid,
    orderId: order.id,
    store: { divisionId: scope.division.id, subdomain: scope.division.subdomain },
    idempotencyKey: attempt.idempotency_key,
    account: await accountOf(scope),
  });
  await scope.db
    .updateTable('payment_attempts')
    .set({ provider_reference: payment.reference, updated_at: now.toISOString() })
    .where('id', '=', attempt.id)
    .execute();
  return payment;
}

async function newAttempt(scope: StoreScope, order: OrderRow, provider: BrowserPaymentProvider, now: Date): Promise<AttemptRow> {
  const { count } = await scope.db
    .selectFrom('payment_attempts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('order_id', '=', order.id)
    .executeTakeFirstOrThrow();
  const time = now.toISOString();
  try {
    return await scope.db
      .insertInto('payment_attempts')
      .values({
        order_id: order.id,
        idempotency_key: attemptKey(order.uuid, Number(count) + 1),
        provider: provider.name,
        method_name: 'card',
        message: '',
        status: 'pending',
        amount: order.total,
        provider_reference: null,
        created_at: time,
        updated_at: time,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    // Another rendering of the same page made this attempt first: both use it.
    if (!isUniqueViolation(error)) throw error;
    const attempt = await latestAttempt(scope, order, provider);
    if (!attempt) throw error;
    return attempt;
  }
}

/** The order's payment for /pay/: the latest attempt's while it can still be paid, else a new one. */
export async function openOrderPayment(scope: StoreScope, order: OrderRow, provider: BrowserPaymentProvider, now = new Date()): Promise<OpenedPayment> {
  const latest = await latestAttempt(scope, order, provider);
  if (latest && latest.provider_reference === null) return { payment: await openFor(scope, order, provider, latest, now), replaced: false };
  if (latest?.provider_reference) {
    const payment = await provider.readBrowserPayment(latest.provider_reference, { account: await accountOf(scope) });
    if (payment.state !== 'canceled' && (payment.state !== 'payable' || matchesOrder(payment, order))) return { payment, replaced: false };
    await scope.db
      .updateTable('payment_attempts')
      .set({ status: 'cancelled', updated_at: now.toISOString() })
      .where('id', '=', latest.id)
      .where('successful', '=', 0)
      .execute();
  }
  const attempt = await newAttempt(scope, order, provider, now);
  const payment = await openFor(scope, order, provider, attempt, now);
  return { payment, replaced: latest !== undefined };
}

/** The latest attempt's payment as the provider has it now, or undefined when none was opened. */
export async function readOrderPayment(scope: StoreScope, order: OrderRow, provider: BrowserPaymentProvider): Promise<BrowserPayment | undefined> {
  const latest = await latestAttempt(scope, order, provider);
  if (!latest?.provider_reference) return undefined;
  // Read on the account it was made on, even once that account can take no new charges.
  return provider.readBrowserPayment(latest.provider_reference, { account: await refundAccount(scope.db, scope.division) });
}

/**
 * Records a succeeded payment: its attempt captured and the order paid (a bespoke order
 * bespoke_paid), once, whether this or the provider's webhook comes first.
 */
export async function settleBrowserPayment(
  scope: StoreScope,
  order: OrderRow,
  payment: BrowserPayment,
  paid: { origin: string; userId: number | null },
  now = new Date(),
): Promise<void> {
  await inTransaction(scope.db, async (trx) => {
    const time = now.toISOString();
    await trx
      .updateTable('payment_attempts')
      .set({ status: 'captured', successful: 1, message: PAYMENT_MESSAGES.succeeded, method_name: payment.methodName, updated_at: time })
      .where('order_id', '=', order.id)
      .where('provider_reference', '=', payment.reference)
      .execute();
    await settlePaid(trx, order.id, { transactionId: payment.reference, paymentMethod: payment.methodName, origin: paid.origin, userId: paid.userId }, now);
  });
}

/** Keeps a refused try's message on its attempt (what the shopper was told). */
export async function noteDecline(scope: StoreScope, order: OrderRow, payment: BrowserPayment, now = new Date()): Promise<void> {
  await scope.db
    .updateTable('payment_attempts')
    .set({
      status: payment.state === 'canceled' ? 'cancelled' : 'pending',
      message: payment.declineMessage ?? PAYMENT_MESSAGES.failed,
      updated_at: now.toISOString(),
    })
    .where('order_id', '=', order.id)
    .where('provider_reference', '=', payment.reference)
    .where('successful', '=', 0)
    .execute();
}
