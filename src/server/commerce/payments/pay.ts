import type { Selectable } from 'kysely';
import type { StoreScope } from '../../stores/index.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { OrderTable, PaymentAttemptTable } from '../../../platform/db/commerce-tables.ts';
import { isPostgres } from '../../../platform/db/migrations/columns.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { isUniqueViolation } from '../../../platform/db/unique-violation.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { markPaid } from '../orders/mark-paid.ts';
import { AWAITING_PAYMENT, PAID } from '../orders/order-status.ts';
import { BESPOKE_PAID, isBespokeAwaitingPayment, markBespokePaid, paidLocation } from './bespoke-payment.ts';
import type { PayInput } from '../../../schemas/payment.ts';
import { CARD_FIELDS_REFUSED, PAYMENT_MESSAGES, takesCardsInBrowser, type PaymentOutcome, type PaymentProvider } from './provider.ts';
import { payableAccount } from './store-account.ts';
import { loggableError } from './log-safe.ts';
import { issueInvoice } from '../receipts/issue-invoice.ts';

// Paying is idempotent. Each rendering of /pay/ carries a fresh idempotency key, stored
// with the attempt under a unique index. An attempt is claimed in a short transaction that
// locks the order row (FOR UPDATE on PostgreSQL; SQLite runs one transaction at a time), so:
//  - the same key again (double click, retry) gets the first attempt's outcome, waiting for
//    it while it runs, and never charges again;
//  - another key while an attempt runs is told the payment is in progress;
//  - a paid order is never charged again, whatever the key.
// The charge itself runs outside any transaction, then its outcome is recorded (and the
// order marked paid) in a second one.

export type PayResult =
  /** `location`: where the customer goes next (a bespoke order's page; else the receipt). */
  { kind: 'paid'; hash: string; location?: string } | { kind: 'declined'; message: string } | { kind: 'in-progress'; message: string };

/** A pending attempt older than this is taken as abandoned. */
export const ABANDONED_AFTER_MS = 2 * 60_000;

type OrderRow = Selectable<OrderTable>;
type AttemptRow = Selectable<PaymentAttemptTable>;

export interface PayOptions {
  provider: PaymentProvider;
  /** The store's origin, for the order mail's links. */
  origin: string;
  userId: number | null;
  now?: () => Date;
  /** How long a repeated submission waits for its first one to finish. */
  waitMs?: number;
}

/** The store's order by its uuid (the /pay/ address); another store's order is not found. */
export async function findPayableOrder(scope: StoreScope, orderUuid: string): Promise<OrderRow | undefined> {
  return scope.db.selectFrom('orders').selectAll().where('division_id', '=', scope.division.id).where('uuid', '=', orderUuid).executeTakeFirst();
}

function resultOf(attempt: AttemptRow, order: OrderRow): PayResult | undefined {
  if (attempt.status === 'pending') return undefined;
  if (attempt.successful === 1) return { kind: 'paid', hash: order.hash };
  return { kind: 'declined', message: attempt.message };
}

/**
 * The order row, locked until the transaction ends. PostgreSQL: FOR UPDATE. SQLite runs one
 * writer at a time; writing first takes the write lock at once (waiting its turn, database.ts),
 * where a read first could fail with "database is locked" when another process wrote since.
 */
async function lockOrder(trx: Db, orderId: number): Promise<OrderRow> {
  if (isPostgres(trx)) return trx.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirstOrThrow();
  await trx
    .updateTable('orders')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', orderId)
    .execute();
  return trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
}

type Claim = { kind: 'claimed'; attemptId: number } | { kind: 'settled'; result: PayResult } | { kind: 'wait' };

async function claimAttempt(db: Db, order: OrderRow, key: string, provider: PaymentProvider, now: Date): Promise<Claim> {
  return inTransaction(db, async (trx) => {
    const current = await lockOrder(trx, order.id);
    const same = await trx.selectFrom('payment_attempts').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
    if (same) {
      if (same.order_id !== order.id) throw new ApiError('conflict', PAYMENT_MESSAGES.failed);
      const settled = resultOf(same, current);
      return settled ? { kind: 'settled', result: settled } : { kind: 'wait' };
    }
    if (current.status === PAID || current.status === BESPOKE_PAID) return { kind: 'settled', result: { kind: 'paid', hash: current.hash } };
    // A bespoke order waits for payment once its mockup is approved.
    if (current.status !== AWAITING_PAYMENT && !isBespokeAwaitingPayment(current.status)) throw new ApiError('conflict', 'This order cannot be paid.');
    // An attempt left pending by a process that died mid-charge stops blocking after a while.
    const since = new Date(now.getTime() - ABANDONED_AFTER_MS).toISOString();
    const running = await trx
      .selectFrom('payment_attempts')
      .select('id')
      .where('order_id', '=', order.id)
      .where('status', '=', 'pending')
      .where('created_at', '>', since)
      .executeTakeFirst();
    if (running) return { kind: 'settled', result: { kind: 'in-progress', message: PAYMENT_MESSAGES.inProgress } };
    const time = now.toISOString();
    const { id } = await trx
      .insertInto('payment_attempts')
      .values({
        order_id: order.id,
        idempotency_key: key,
        provider: provider.name,
        method_name: 'card',
        message: '',
        status: 'pending',
        amount: current.total,
        provider_reference: null,
        created_at: time,
        updated_at: time,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { kind: 'claimed', attemptId: id };
  });
}

/** Waits for the attempt with this key to finish (it runs in another request). */
async function awaitAttempt(db: Db, order: OrderRow, key: string, waitMs: number): Promise<PayResult> {
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const attempt = await db.selectFrom('payment_attempts').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
    if (!attempt) break;
    const current = await db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    const settled = resultOf(attempt, current);
    if (settled) return settled;
  }
  return { kind: 'in-progress', message: PAYMENT_MESSAGES.inProgress };
}

async function charge(provider: PaymentProvider, order: OrderRow, input: PayInput, account: string | undefined): Promise<PaymentOutcome> {
  const card = { number: input.number, expMonth: input.expiry.expMonth, expYear: input.expiry.expYear, cvc: input.cvc, name: input.name };
  try {
    const session = await provider.initiatePayment({
      amount: order.total,
      currency: order.currency,
      orderUuid: order.uuid,
      idempotencyKey: input.idempotencyKey,
      account,
    });
    const authorized = await provider.authorizePayment({ reference: session.reference, idempotencyKey: input.idempotencyKey, card, account });
    if (authorized.status !== 'authorized') return authorized;
    return { ...(await provider.capturePayment(authorized.reference, { account })), methodName: authorized.methodName };
  } catch (error) {
    // The provider could not be reached or refused the call: nothing was taken that we know of.
    console.error('[payments] charge failed', loggableError(error));
    return { reference: '', status: 'failed', message: PAYMENT_MESSAGES.failed, methodName: 'card' };
  }
}

/**
 * Records a captured payment in the caller's transaction: a bespoke order moves along the
 * bespoke flow (bespoke_approved → bespoke_paid), any other order to_be_paid → paid.
 * Either moves only once: a second success changes nothing. The move issues the order's
 * invoice in the same transaction, so a paid order always has exactly one, numbered in turn.
 */
export async function settlePaid(trx: Db, orderId: number, paid: Parameters<typeof markPaid>[2], now: Date): Promise<boolean> {
  const order = await trx.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirst();
  const moved = order && isBespokeAwaitingPayment(order.status) ? await markBespokePaid(trx, orderId, paid, now) : await markPaid(trx, orderId, paid, now);
  if (moved) await issueInvoice(trx, orderId, now);
  return moved;
}

/** Pays a store's order with one payment attempt (see the file comment). */
export async function payOrder(scope: StoreScope, orderUuid: string, input: PayInput, options: PayOptions): Promise<PayResult> {
  // A provider that takes cards in the browser never gets them through this server.
  if (takesCardsInBrowser(options.provider)) throw new ApiError('badRequest', CARD_FIELDS_REFUSED);
  const order = await findPayableOrder(scope, orderUuid);
  if (!order) throw new ApiError('notFound');
  const result = await payFoundOrder(scope, order, input, options);
  // A bespoke order's customer goes back to its page rather than to a receipt.
  const location = paidLocation(order);
  return result.kind === 'paid' && location ? { ...result, location } : result;
}

async function payFoundOrder(scope: StoreScope, order: OrderRow, input: PayInput, options: PayOptions): Promise<PayResult> {
  const { db, division } = scope;
  const now = options.now ?? (() => new Date());
  // Before any attempt is claimed: a store that cannot be paid yet leaves nothing behind.
  const account = await payableAccount(db, division);
  let claim: Claim;
  try {
    claim = await claimAttempt(db, order, input.idempotencyKey, options.provider, now());
  } catch (error) {
    // Two first submissions of one key raced to insert (PostgreSQL, before the lock): the loser waits.
    if (!isUniqueViolation(error)) throw error;
    claim = { kind: 'wait' };
  }
  if (claim.kind === 'settled') return claim.result;
  if (claim.kind === 'wait') return awaitAttempt(db, order, input.idempotencyKey, options.waitMs ?? 15_000);

  const outcome = await charge(options.provider, order, input, account);
  const succeeded = outcome.status === 'captured';
  // Pending or needing customer action is reported as in progress; a webhook settles it.
  const attemptStatus = succeeded ? 'captured' : outcome.status === 'failed' ? 'failed' : outcome.status;
  await inTransaction(db, async (trx) => {
    const time = now().toISOString();
    await trx
      .updateTable('payment_attempts')
      .set({
        status: attemptStatus,
        successful: succeeded ? 1 : 0,
        message: outcome.message,
        method_name: outcome.methodName,
        provider_reference: outcome.reference || null,
        updated_at: time,
      })
      .where('id', '=', claim.attemptId)
      .execute();
    if (succeeded)
      await settlePaid(
        trx,
        order.id,
        { transactionId: outcome.reference, paymentMethod: outcome.methodName, origin: options.origin, userId: options.userId },
        now(),
      );
  });
  if (succeeded) return { kind: 'paid', hash: order.hash };
  if (outcome.status === 'failed') return { kind: 'declined', message: outcome.message };
  return { kind: 'in-progress', message: PAYMENT_MESSAGES.inProgress };
}
