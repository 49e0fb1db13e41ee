import { randomToken } from '../../../platform/security/tokens.ts';
import type { StaffContext } from '../../stores/index.ts';
import { FACTORIES } from '../../../lib/after-sale/factories.ts';
import { PRIORITIES } from '../../../lib/after-sale/priorities.ts';
import { REPRINT_REASONS } from '../../../lib/after-sale/returns.ts';
import { currencyFor } from '../../../lib/currencies.ts';
import { orderDetail, type OrderDetail } from './order-detail.ts';
import { storeOrigin } from './order-actions.ts';

// /atlas/orders/{id}/: the order and what its action forms need.

/** What an action form posted from this page did (or why not), shown once on the page after it. */
export interface Flash {
  kind: 'ok' | 'error';
  message: string;
}

export interface OrderScreenView {
  order: OrderDetail;
  flash: Flash | undefined;
  /** One per rendering: the refund form's idempotency key, so a double submit refunds once. */
  refundKey: string;
  /** The refund form's step ("0.01"; "1" for currencies without minor units). */
  amountStep: string;
  /** The refunded status the page offers once nothing is left to refund (and the flow allows it). */
  refundedStatus: string | undefined;
  factories: { value: string; label: string }[];
  priorities: { value: number; label: string }[];
  reprintReasons: readonly string[];
  /** The order's other pages: its labels in the factory, and the customer's receipt and invoice on the store's own address. */
  links: { factory: string; receipt: string; invoice: string };
}

/** The order `id` path segment: digits only, else not found. */
export function screenOrderId(value: string | undefined): number | undefined {
  return /^\d{1,9}$/.test(value ?? '') && Number(value) > 0 ? Number(value) : undefined;
}

/** `origin`: the back office's, which the store's address is made from (see storeOrigin). */
export async function loadOrderScreen(
  staff: StaffContext,
  origin: string,
  id: number | undefined,
  flash: Flash | undefined,
): Promise<OrderScreenView | { notFound: true }> {
  const order = id === undefined ? undefined : await orderDetail(staff.scope.db, id);
  if (!order) return { notFound: true };
  const digits = currencyFor(order.currency).digits;
  const refunded = order.flow === 'bespoke' ? 'bespoke_refunded' : 'refunded';
  return {
    order,
    flash,
    refundKey: randomToken(16),
    amountStep: digits > 0 ? (1 / 10 ** digits).toFixed(digits) : '1',
    refundedStatus: order.refundable === 0 && order.next.some((status) => status.code === refunded) ? refunded : undefined,
    factories: FACTORIES.map((factory) => ({ value: factory.code, label: factory.name })),
    priorities: PRIORITIES.map((priority) => ({ value: priority.value, label: priority.name })),
    reprintReasons: REPRINT_REASONS,
    links: orderLinks(order, storeOrigin(origin, staff.scope.division.subdomain, { subdomain: order.subdomain, customDomainName: order.customDomain })),
  };
}

function orderLinks(order: OrderDetail, store: string): OrderScreenView['links'] {
  return { factory: `/atlas/factory/orders/${order.id}/`, receipt: `${store}/receipt/${order.hash}`, invoice: `${store}/invoice/${order.hash}` };
}
