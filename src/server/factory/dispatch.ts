import type { Db } from '../db/database.ts';
import { ApiError } from '../errors/api-error.ts';
import { inTransaction } from '../db/transaction.ts';
import { emptyPigeonhole } from './pigeonholes.ts';
import { advanceOrder, lockFactoryOrder, type FactoryOrder } from './factory-orders.ts';

// Packed and dispatched (issue 11 §3): the order leaves the factory. Its pigeonhole (if it was
// gathered in one) is emptied with a pigeonhole_log 'emptied', and the order moves through
// packing to complete, each step through moveOrder.

export interface Dispatched {
  orderId: number;
  status: string;
  pigeonhole: number | null;
}

export async function dispatchOrder(db: Db, orderId: number, userId: number, now: Date = new Date()): Promise<Dispatched> {
  const at = now.toISOString();
  const { order, pigeonhole } = await inTransaction(db, async (trx) => {
    const order: FactoryOrder = await lockFactoryOrder(trx, orderId);
    if (!['consolidated', 'packing'].includes(order.status)) {
      throw ApiError.validation({ status: [`Order #${order.id} is ${order.status}: only an order at packing can be dispatched.`] });
    }
    return { order, pigeonhole: await emptyPigeonhole(trx, order.id, userId, at) };
  });
  let current = order.status;
  if (current === 'consolidated') current = (await advanceOrder(db, { id: order.id, status: current }, 'packing', userId, now)) ?? current;
  const done = await advanceOrder(db, { id: order.id, status: current }, 'complete', userId, now);
  if (!done) throw new ApiError('conflict', `Order #${order.id} was moved by someone else meanwhile. Reload and check it.`);
  return { orderId: order.id, status: done, pigeonhole };
}
