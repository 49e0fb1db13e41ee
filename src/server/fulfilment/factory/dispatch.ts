import type { Db } from '../../../platform/db/database.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { emptyPigeonhole } from './pigeonholes.ts';
import { advanceOrder, lockFactoryOrder, type FactoryOrder } from './factory-orders.ts';
import type { Dispatched } from '../../../schemas/factory.ts';

// Packed and dispatched: the order leaves the factory. Its pigeonhole (if it was
// gathered in one) is emptied with a pigeonhole_log 'emptied', and the order moves through
// packing to complete, each step through moveOrder — all in one transaction.

export async function dispatchOrder(db: Db, orderId: number, userId: number, now: Date = new Date()): Promise<Dispatched> {
  const at = now.toISOString();
  return inTransaction(db, async (trx) => {
    let order: FactoryOrder = await lockFactoryOrder(trx, orderId);
    if (!['consolidated', 'packing'].includes(order.status)) {
      throw ApiError.validation({ status: [`Order #${order.id} is ${order.status}: only an order at packing can be dispatched.`] });
    }
    const pigeonhole = await emptyPigeonhole(trx, order.id, userId, at);
    if (order.status === 'consolidated') order = await advanceOrder(trx, order, 'packing', userId, now);
    order = await advanceOrder(trx, order, 'complete', userId, now);
    return { orderId: order.id, status: order.status, pigeonhole };
  });
}
