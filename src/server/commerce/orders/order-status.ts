// The normal flow and the statuses checkout writes. The flows themselves live in
// src/lib/order-flows/, shared with the browser; this module keeps the server's short names.
import { NORMAL_FLOW, percentageComplete as flowPercentage, type OrderStatusCode } from '../../../lib/order-flows/index.ts';

export { NORMAL_FLOW };

export type OrderStatus = (typeof NORMAL_FLOW)[number][number];

/** The status an order waits in for its payment. */
export const AWAITING_PAYMENT: OrderStatus = 'to_be_paid';
export const PAID: OrderStatus = 'paid';

/** On the normal flow: the current group's position / (number of groups − 1); 0 for a code outside it. */
export function percentageComplete(status: string): number {
  return flowPercentage('normal', status) ?? 0;
}

export type { OrderStatusCode };
