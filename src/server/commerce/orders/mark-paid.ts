import type { Db } from '../../../platform/db/database.ts';
import { enqueue } from '../../../platform/jobs/enqueue.ts';
import { orderMailTask } from './order-mail.ts';
import { AWAITING_PAYMENT, PAID } from './order-status.ts';
import { attachMissingPrintFiles } from '../../studio/index.ts';
import { enqueuePersonalisedPrints } from '../../studio/index.ts';
import { assignFactory, createLabels } from './create-labels.ts';
import { factoryForItems } from '../../../lib/after-sale/factories.ts';

export interface PaidWith {
  transactionId: string;
  paymentMethod: string;
  /** The store's origin, for the links in the order mail. */
  origin: string;
  userId: number | null;
}

/**
 * to_be_paid → paid, inside the caller's transaction: the status and its log row,
 * the transaction id, the basket emptied and the order mail enqueued, the factory chosen and
 * its labels made, all or nothing.
 * Only an order still waiting for payment moves: a second success changes nothing.
 */
export async function markPaid(trx: Db, orderId: number, paid: PaidWith, now = new Date()): Promise<boolean> {
  const time = now.toISOString();
  const moved = await trx
    .updateTable('orders')
    .set({ status: PAID, transaction_id: paid.transactionId, payment_method: paid.paymentMethod, paid_at: time, updated_at: time })
    .where('id', '=', orderId)
    .where('status', '=', AWAITING_PAYMENT)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  await trx.insertInto('order_status_logs').values({ order_id: orderId, status: PAID, user_id: paid.userId, created_at: time }).execute();
  const order = await trx.selectFrom('orders').select(['basket_id', 'division_id']).where('id', '=', orderId).executeTakeFirstOrThrow();
  await attachMissingPrintFiles(trx, order.division_id, orderId, time);
  await sendToFactory(trx, orderId, now);
  if (order.basket_id !== null) {
    await trx.deleteFrom('basket_items').where('basket_id', '=', order.basket_id).execute();
    await trx
      .updateTable('baskets')
      .set((eb) => ({ version: eb('version', '+', 1), updated_at: time }))
      .where('id', '=', order.basket_id)
      .execute();
  }
  await enqueue(trx, orderMailTask, { orderId, origin: paid.origin }, { jobKey: `order-mail:${orderId}` });
  await enqueuePersonalisedPrints(trx, orderId);
  return true;
}

/** Picks the order's factory from what it holds (paper goods go to newport) and makes its labels. */
export async function sendToFactory(trx: Db, orderId: number, now: Date): Promise<void> {
  const types = await trx
    .selectFrom('order_items')
    .leftJoin('products', 'products.id', 'order_items.product_id')
    .select('products.type')
    .where('order_items.order_id', '=', orderId)
    .execute();
  await assignFactory(trx, orderId, factoryForItems(types.map((row) => row.type)));
  await createLabels(trx, orderId, now);
}
