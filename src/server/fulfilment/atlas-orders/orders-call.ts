import type { Db } from '../../../platform/db/database.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { formatCursor, parseOrderFilters } from './order-filters.ts';
import { listOrders, type OrderListRow } from './list-orders.ts';

export interface OrdersListAnswer {
  orders: OrderListRow[];
  /** Pass as `after` for the next page; null on the last. */
  next: string | null;
  /** Pass as `before` for the previous page; null on the first. */
  previous: string | null;
}

/** GET /omnis/v3/atlas/orders/: the list page's query, any refused value a 422 naming it. */
export async function ordersListCall(db: Db, params: URLSearchParams): Promise<OrdersListAnswer> {
  const { filters, errors } = parseOrderFilters(params);
  if (Object.keys(errors).length > 0) throw ApiError.validation(Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])));
  const page = await listOrders(db, filters);
  return { orders: page.orders, next: page.next ? formatCursor(page.next) : null, previous: page.previous ? formatCursor(page.previous) : null };
}
