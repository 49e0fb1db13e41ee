// Spec §4 "Order status flows", normal flow: [new, to_be_paid]; [paid];
// [processing, label_printed, printed]; [consolidated, packing]; [disputed, issue];
// [complete, exchanged, refunded]. Checkout writes the first two groups' moves.

export const NORMAL_FLOW = [
  ['new', 'to_be_paid'],
  ['paid'],
  ['processing', 'label_printed', 'printed'],
  ['consolidated', 'packing'],
  ['disputed', 'issue'],
  ['complete', 'exchanged', 'refunded'],
] as const;

export type OrderStatus = (typeof NORMAL_FLOW)[number][number];

/** The status an order waits in for its payment. */
export const AWAITING_PAYMENT: OrderStatus = 'to_be_paid';
export const PAID: OrderStatus = 'paid';

/** Spec §4: the current group's position / (number of groups − 1). */
export function percentageComplete(status: string): number {
  const group = NORMAL_FLOW.findIndex((codes) => (codes as readonly string[]).includes(status));
  return group < 0 ? 0 : group / (NORMAL_FLOW.length - 1);
}
