import type { Db } from '../../../platform/db/database.ts';

// A refund the processor accepted can still fail or be cancelled later (a closed card, a bank
// that sends it back): the processor says so by its refund's events. The money did not go
// back, so the refund is marked failed and its share of the order is refundable again. The
// compare-and-set on the refund's status makes a replayed event release it once.

/** Marks our refund `refundId` of `orderId` failed and releases its amount; false when it was not a given refund of that order. */
export async function reverseGivenRefund(trx: Db, orderId: number, refundId: number, now: Date): Promise<boolean> {
  const refund = await trx
    .updateTable('refunds')
    .set({ status: 'failed' })
    .where('id', '=', refundId)
    .where('order_id', '=', orderId)
    .where('status', '=', 'refunded')
    .returning('amount')
    .executeTakeFirst();
  if (!refund) return false;
  await trx
    .updateTable('orders')
    .set((eb) => ({ refunded_total: eb('refunded_total', '-', refund.amount), version: eb('version', '+', 1), updated_at: now.toISOString() }))
    .where('id', '=', orderId)
    .execute();
  return true;
}
