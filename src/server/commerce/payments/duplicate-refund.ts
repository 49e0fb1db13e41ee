import { z } from 'zod';
import { defineTask } from '../../../platform/jobs/task.ts';
import { paymentProvider } from './providers.ts';
import { findDivisionById } from '../../stores/index.ts';
import { logOrderChange } from '../orders/order-change-log.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { PaymentProvider } from './provider.ts';
import { refundAccount } from './store-account.ts';

/**
 * Gives back a payment that arrived for an order already paid (two tabs, two PaymentIntents)
 * or no longer payable, marked refund_due by its webhook. The refund's idempotency key makes a
 * retried run ask the processor once.
 */
export async function refundDuplicatePayment(db: Db, attemptId: number, provider: PaymentProvider, log: (line: string) => void): Promise<void> {
  const attempt = await db
    .selectFrom('payment_attempts')
    .innerJoin('orders', 'orders.id', 'payment_attempts.order_id')
    .select([
      'payment_attempts.provider_reference as reference',
      'payment_attempts.amount',
      'payment_attempts.status',
      'orders.id as orderId',
      'orders.division_id as divisionId',
    ])
    .where('payment_attempts.id', '=', attemptId)
    .executeTakeFirst();
  if (!attempt?.reference || attempt.status !== 'refund_due') return;
  const division = await findDivisionById(db, attempt.divisionId);
  const account = division ? await refundAccount(db, division) : undefined;
  const status = await provider.refundPayment(attempt.reference, attempt.amount, { account, idempotencyKey: `duplicate-payment:${attempt.reference}` });
  if (status !== 'refunded') throw new Error(`the processor refused to refund the second payment ${attempt.reference} (${status})`);
  await inTransaction(db, async (trx) => {
    const moved = await trx
      .updateTable('payment_attempts')
      .set({ status: 'refunded', updated_at: new Date().toISOString() })
      .where('id', '=', attemptId)
      .where('status', '=', 'refund_due')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return;
    await logOrderChange(trx, {
      orderId: attempt.orderId,
      actor: 'system',
      userId: null,
      kind: 'payment',
      detail: { event: 'second payment refunded', reference: attempt.reference, amount: attempt.amount },
    });
  });
  log(`[payments] refunded the second payment ${attempt.reference} of order ${attempt.orderId}`);
}

/** Enqueued in the transaction that recorded the second payment, so it runs once per payment. */
export const duplicatePaymentRefundTask = defineTask({
  name: 'payment.refund-duplicate',
  payload: z.object({ attemptId: z.int().positive() }),
  maxAttempts: 8,
  run: ({ attemptId }, { db, log }) => refundDuplicatePayment(db, attemptId, paymentProvider(), log),
});
