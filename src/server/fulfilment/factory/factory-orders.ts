import type { Db } from '../../../platform/db/database.ts';
import { isPostgres } from '../../../platform/db/migrations/columns.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { moveOrder } from '../../commerce/index.ts';
import { orderStoreScope } from '../../accounts/index.ts';
import { canMove, flowFor, type OrderFlowName } from '../../../lib/order-flows/index.ts';

// The orders the factory works on: locked while a scan or a print decides what happens to
// them, and moved along their flow (always through moveOrder) in the same transaction.

export interface FactoryOrder {
  id: number;
  divisionId: number;
  status: string;
  factory: string | null;
  priority: number;
  flow: OrderFlowName;
}

/**
 * The order row, locked until the transaction ends, so two scans of the same order decide
 * one after the other. PostgreSQL: FOR UPDATE; SQLite: write first (one writer at a time).
 */
export async function lockFactoryOrder(trx: Db, orderId: number): Promise<FactoryOrder> {
  if (isPostgres(trx)) await trx.selectFrom('orders').select('id').where('id', '=', orderId).forUpdate().execute();
  else
    await trx
      .updateTable('orders')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('id', '=', orderId)
      .execute();
  return readFactoryOrder(trx, orderId);
}

export async function readFactoryOrder(db: Db, orderId: number): Promise<FactoryOrder> {
  const order = await db.selectFrom('orders').select(['id', 'division_id', 'status', 'factory', 'priority']).where('id', '=', orderId).executeTakeFirst();
  if (!order) throw new ApiError('notFound', 'No such order.');
  const logged = await db.selectFrom('order_status_logs').select('status').where('order_id', '=', orderId).orderBy('id').execute();
  const history = [...logged.map((row) => row.status), order.status];
  return {
    id: order.id,
    divisionId: order.division_id,
    status: order.status,
    factory: order.factory,
    priority: order.priority,
    flow: flowFor({ factory: order.factory, history }),
  };
}

/** Statuses in which the factory handles an order's garments. */
const IN_FACTORY = ['paid', 'processing', 'label_printed', 'printed', 'consolidated', 'packing'];

/** Why the factory must not touch this order now, or null when it may. */
export function factoryRefusal(order: FactoryOrder): string | null {
  if (order.flow === 'bespoke') return `Order #${order.id} is a bespoke order: it is not fulfilled through the scan station.`;
  if (IN_FACTORY.includes(order.status)) return null;
  if (order.status === 'new' || order.status === 'to_be_paid') return `Order #${order.id} is not paid yet: do not print it.`;
  if (order.status === 'disputed' || order.status === 'issue') return `Order #${order.id} is on hold (${order.status}): put it aside.`;
  return `Order #${order.id} is already ${order.status}: nothing more to do in the factory.`;
}

/** The first of `wanted` the order may move to from where it is (null when it is already past them all). */
export function nextFactoryStatus(order: Pick<FactoryOrder, 'flow' | 'status'>, wanted: readonly string[]): string | null {
  return wanted.find((to) => canMove(order.flow, order.status, to)) ?? null;
}

/**
 * Moves the locked order to `to` through moveOrder, inside the caller's transaction: the
 * factory's decision (a label log, a pigeonhole placement) and the status move it causes are
 * written together or not at all. Returns the order as it now stands.
 */
export async function advanceOrder(trx: Db, order: FactoryOrder, to: string, userId: number | null, now: Date): Promise<FactoryOrder> {
  const scope = await orderStoreScope(trx, order.id);
  await moveOrder(scope, order.id, to, userId, { from: order.status, now });
  return { ...order, status: to };
}
