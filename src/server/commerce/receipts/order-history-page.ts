import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import { unlistedPage } from '../../../platform/pages/unlisted-page.ts';
import { customerOfHistoryHash, historyHashFor } from './customer-history.ts';
import { listCustomerOrders, ORDER_HISTORY_PAGE_SIZE, type OrderSummary } from './customer-orders.ts';
import { PRIVATE_NOT_FOUND, PRIVATE_ORDER_HEADERS } from '../../../platform/pages/private-page.ts';
import { lastPageOf, parsePageParam } from '../../../lib/pagination.ts';
import { loginRedirect } from '../../../lib/page-access.ts';

export interface OrderHistoryView {
  orders: OrderSummary[];
  total: number;
  page: number;
  lastPage: number;
  /** The address of this history, for the pagination links. */
  path: string;
}

/** /order-history/{customerHash}: the customer's orders in this store, newest first. */
export async function orderHistoryPage(scope: StoreScope, shell: ShellData, url: URL, hash: string | undefined): Promise<StorefrontPage<OrderHistoryView>> {
  const userId = await customerOfHistoryHash(scope, hash);
  const page = parsePageParam(url.searchParams.get('page'));
  if (userId === undefined || page === undefined) return PRIVATE_NOT_FOUND;
  const { orders, total } = await listCustomerOrders(scope, userId, page);
  const lastPage = lastPageOf(total, ORDER_HISTORY_PAGE_SIZE);
  if (page > lastPage) return PRIVATE_NOT_FOUND;
  const head = { title: 'Your orders', description: `Your orders with ${shell.companyName}.`, path: '/order-history/', loginState: 'everyone' as const };
  return unlistedPage(shell, url.origin, head, { orders, total, page, lastPage, path: `/order-history/${hash}` }, { headers: PRIVATE_ORDER_HEADERS });
}

/** /order-history/: a signed-in customer goes on to their own history in this store, anyone else to log in first. */
export async function ownOrderHistory(scope: StoreScope, userId: number | null): Promise<StorefrontPage<never>> {
  if (userId === null) return { kind: 'redirect', location: loginRedirect('/order-history/'), status: 303, headers: PRIVATE_ORDER_HEADERS };
  return { kind: 'redirect', location: `/order-history/${await historyHashFor(scope, userId)}`, status: 303, headers: PRIVATE_ORDER_HEADERS };
}
