// What a shopper may change on their own order, and when. Browser-safe: the
// /edit-order/ page shows and hides its controls by the same rules the server enforces.

/** Before any garment is printed, size, colour, removal and cancellation are the shopper's. */
export const EDITABLE_STATUSES: readonly string[] = ['new', 'to_be_paid', 'paid', 'processing'];

/** The address may change until the order is packed (the consolidated/packing group). */
export const ADDRESS_EDITABLE_STATUSES: readonly string[] = ['new', 'to_be_paid', 'paid', 'processing', 'label_printed', 'printed'];

/** Days after delivery (the order's `complete`) in which delivered items may be returned or exchanged. */
export const DEFAULT_RETURN_WINDOW_DAYS = 30;

export function canEditItems(status: string): boolean {
  return EDITABLE_STATUSES.includes(status);
}

export function canEditAddress(status: string): boolean {
  return ADDRESS_EDITABLE_STATUSES.includes(status);
}

/**
 * Delivered items may be returned from the moment the order is complete until the window
 * closes (`completedAt` + days, to the millisecond). Exchanged or refunded orders are done with.
 */
export function canRequestReturn(status: string, completedAt: string | null, windowDays: number, now: Date): boolean {
  if (status !== 'complete' || completedAt === null) return false;
  const closes = new Date(completedAt).getTime() + windowDays * 86_400_000;
  return now.getTime() <= closes;
}

/** Active quantity = quantity − returned quantity − cancelled labels (never below 0). */
export function activeQuantity(item: { quantity: number; returnedQuantity: number; cancelledLabels: number }): number {
  return Math.max(0, item.quantity - item.returnedQuantity - item.cancelledLabels);
}

/** What order_change_logs.kind may be. */
export const ORDER_CHANGE_KINDS = [
  'size',
  'colour',
  'remove_item',
  'cancel_order',
  'address',
  'return_requested',
  'exchange_requested',
  'return_received',
  'return_inspected',
  'refund',
  'exchange',
  'reprint',
  'priority',
  'status',
  /** Staff sent the order to another factory (the back office's reassign). */
  'factory',
  /** The payment processor's word on the order's payment: a second payment refunded, a dispute opened, a refund that failed. */
  'payment',
] as const;

export type OrderChangeKind = (typeof ORDER_CHANGE_KINDS)[number];
