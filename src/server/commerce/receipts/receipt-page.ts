import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import { unlistedPage } from '../../../platform/pages/unlisted-page.ts';
import { findOrderByHash, type Order } from './order-reader.ts';
import { addressLines } from './order-address.ts';
import { PRIVATE_NOT_FOUND, PRIVATE_ORDER_HEADERS } from '../../../platform/pages/private-page.ts';
import { itemThumbnails } from './item-thumbnails.ts';
import { orderProgress, statusLabel, wasShipped, FLOW_STEP_LABELS, type OrderProgress } from '../../../lib/order-status.ts';

export interface ReceiptView {
  order: Order;
  statusText: string;
  progress: OrderProgress;
  /** One label per group of the order's flow, for the progress steps. */
  steps: string[];
  shipped: boolean;
  shipTo: string[];
  /** The method of the last successful payment attempt, else the order's. */
  paymentMethod: string | null;
  /** Item pictures, small renditions where the catalogue has them, through the URL sanitiser. */
  images: (string | null)[];
  invoiceHref: string;
  /**
   * The order history, when the order has a customer: through /order-history/, which asks
   * that customer to sign in, so a forwarded receipt never opens their other orders.
   */
  historyHref: string | null;
}

/** /receipt/{orderHash}: what was bought, paid, and where it ships. */
export async function receiptPage(scope: StoreScope, shell: ShellData, url: URL, hash: string | undefined): Promise<StorefrontPage<ReceiptView>> {
  const order = await findOrderByHash(scope, hash);
  if (!order) return PRIVATE_NOT_FOUND;
  const history = order.statusLog.map((entry) => entry.status);
  const progress = orderProgress(order.status, history);
  const successful = order.attempts.filter((attempt) => attempt.successful).at(-1);
  const view: ReceiptView = {
    order,
    statusText: statusLabel(order.status),
    progress,
    steps: [...FLOW_STEP_LABELS[progress.flow]],
    shipped: wasShipped([...history, order.status]),
    shipTo: addressLines(order.shippingAddress),
    paymentMethod: successful?.methodName ?? order.paymentMethod,
    images: await itemThumbnails(scope, order.items),
    invoiceHref: `/invoice/${order.hash}`,
    historyHref: order.userId === null ? null : '/order-history/',
  };
  const head = { title: 'Your receipt', description: `Your order with ${shell.companyName}.`, path: '/receipt/', loginState: 'everyone' as const };
  return unlistedPage(shell, url.origin, head, view, { layout: 'cart', headers: PRIVATE_ORDER_HEADERS });
}
