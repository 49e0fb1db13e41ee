import type { Db } from '../../../platform/db/database.ts';
import type { StoreScope } from '../../stores/index.ts';
import { findDivisionById } from '../../stores/index.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';

/**
 * The back office acts on orders of every store; store services take the store they act for.
 * This is the scope of the store that owns `orderId`, for staff only (callers have checked
 * the internal-user rule): 404 when there is no such order.
 */
export async function orderStoreScope(db: Db, orderId: number, runtime?: StoreScope['runtime']): Promise<StoreScope> {
  const order = await db.selectFrom('orders').select('division_id').where('id', '=', orderId).executeTakeFirst();
  const division = order && (await findDivisionById(db, order.division_id));
  if (!division) throw new ApiError('notFound', 'No such order.');
  return { db, division, runtime };
}
