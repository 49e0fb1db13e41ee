// Order status flows: each flow is an ordered list of groups of status codes; an
// order's progress is the position of its current group over the last position.

import { ORDER_FLOWS, isBespoke, isShipped, type OrderFlowName } from './order-flows/index.ts';

export { isBespoke, type OrderFlowName };

/** The flows themselves live in order-flows/ (one source for the receipt and the back office). */
export const ORDER_STATUS_FLOWS: Record<OrderFlowName, readonly (readonly string[])[]> = ORDER_FLOWS;

/** What a shopper reads for a status code; unknown codes are shown as written, tidied. */
const STATUS_LABELS: Record<string, string> = {
  new: 'Order placed',
  to_be_paid: 'Awaiting payment',
  paid: 'Paid',
  processing: 'Processing',
  label_printed: 'Label printed',
  printed: 'Printed',
  consolidated: 'Consolidated',
  packing: 'Packing',
  disputed: 'Disputed',
  issue: 'On hold',
  complete: 'Shipped',
  exchanged: 'Exchanged',
  refunded: 'Refunded',
  quote: 'Quote',
  bespoke_shipped: 'Shipped',
  bespoke_refunded: 'Refunded',
};

export function statusLabel(code: string): string {
  const label = STATUS_LABELS[code] ?? code.replace(/^bespoke_/, '').replace(/_/g, ' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** What a shopper reads for each group of a flow (a step of the progress bar). */
export const FLOW_STEP_LABELS: Record<OrderFlowName, readonly string[]> = {
  normal: ['Placed', 'Paid', 'Printing', 'Packing', 'Final checks', 'Complete'],
  paper: ['Placed', 'Processing', 'Printed', 'Packing', 'Final checks', 'Complete'],
  bespoke: ['Quote', 'Terms', 'Mockup', 'Paid', 'Production', 'Sorted', 'Printing', 'Packing', 'Shipped'],
};

/** Shipped if ever complete or bespoke_shipped (the receipt's name for isShipped). */
export const wasShipped = isShipped;

export interface OrderProgress {
  flow: OrderFlowName;
  /** 0-based position of the current group, or -1 when the code is in no group of the flow. */
  position: number;
  groups: number;
  /** Whole percent, 0–100: position / (groups − 1). */
  percent: number;
}

/** Progress of an order whose statuses, oldest first, end with `current`. */
export function orderProgress(
  current: string,
  history: readonly string[] = [],
  flow: OrderFlowName = isBespoke(history) ? 'bespoke' : 'normal',
): OrderProgress {
  const groups = ORDER_STATUS_FLOWS[flow];
  const position = groups.findIndex((group) => group.includes(current));
  const percent = position < 0 ? 0 : Math.round((position / (groups.length - 1)) * 100);
  return { flow, position, groups: groups.length, percent };
}
