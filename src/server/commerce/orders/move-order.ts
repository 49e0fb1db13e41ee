import { ApiError } from '../../../platform/errors/api-error.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import type { StoreScope } from '../../stores/index.ts';
import { canMove, flowFor } from '../../../lib/order-flows/index.ts';

// Every status change goes through here — allowed only along the order's flow
// and recorded in the status log (user, status, date). The back office's actions call it.

export interface MovedOrder {
  orderId: number;
  from: string;
  to: string;
  at: string;
}

export interface MoveOptions {
  /**
   * The status the caller saw (the back office sends the one on its screen). When the order
   * has moved on since, nothing is written and the move is a 409: two people acting on the
   * same screen never both apply, even with different targets.
   */
  from?: string;
  now?: Date;
}

/**
 * Moves this store's order `orderId` to status `to`, in one transaction: the order row and
 * its log row, or nothing. The update is a compare-and-set on the status read, so of two
 * moves from the same status at once only one applies; the other is refused (409, or 422
 * when it finds the order already at `to`).
 */
export async function moveOrder(scope: StoreScope, orderId: number, to: string, userId: number | null, options: MoveOptions = {}): Promise<MovedOrder> {
  const at = (options.now ?? new Date()).toISOString();
  // inTransaction: inside a caller's transaction (a quote answered with its move and its mail) it joins it.
  return inTransaction(scope.db, async (trx) => {
    const order = await trx.selectFrom('orders').select(['id', 'division_id', 'status', 'factory']).where('id', '=', orderId).executeTakeFirst();
    if (!order) throw new ApiError('notFound', 'No such order.');
    if (order.division_id !== scope.division.id) throw new ApiError('otherStore');
    const logged = await trx.selectFrom('order_status_logs').select('status').where('order_id', '=', orderId).orderBy('id').execute();
    const history = [...logged.map((row) => row.status), order.status];
    const flow = flowFor({ factory: order.factory, history });
    const from = order.status;
    if (options.from !== undefined && options.from !== from) throw staleMove(options.from);
    if (!canMove(flow, from, to)) {
      throw ApiError.validation({ status: [`An order cannot move from ${from} to ${to} on the ${flow} flow.`] });
    }
    const moved = await trx
      .updateTable('orders')
      .set((eb) => ({ status: to, updated_at: at, version: eb('version', '+', 1) }))
      .where('id', '=', orderId)
      .where('status', '=', from)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw staleMove(from);
    await trx.insertInto('order_status_logs').values({ order_id: orderId, status: to, user_id: userId, created_at: at }).execute();
    return { orderId, from, to, at };
  });
}

function staleMove(seen: string): ApiError {
  return new ApiError('conflict', `The order is no longer ${seen}: someone moved it first. Reload it and try again.`);
}
