import { activeQuantity, canEditAddress, canEditItems, canRequestReturn } from '../../../lib/after-sale/order-changes.ts';
import { shareOf } from '../tax/vat-rates.ts';
import type { ProductOption } from '../../../schemas/product.ts';

// Order changes as pure rules over an order already read (load-order.ts): what the shopper may
// still do with it, and what a removed line gives back. The services enforce exactly these;
// the page shows the same verdicts and reasons, so a refused form never surprises.

export const CHANGE_MESSAGES = {
  printed: 'Your order has been printed, so its items can no longer be changed.',
  closed: 'This order can no longer be changed.',
  unpaid: 'Only a paid order can have items removed or be cancelled here.',
  packed: 'Your order has been packed, so its delivery address can no longer be changed.',
  notDelivered: 'Returns and exchanges open once your order has been delivered.',
  windowClosed: (closedOn: string) => `The return window for this order closed on ${closedOn}.`,
  returnsDone: 'This order can no longer be returned or exchanged.',
  stale: 'This order was changed since you opened it. Reload the page to see it as it is now, then try again.',
  noItem: 'This item is not part of the order.',
  sameOptions: 'Choose a different size or colour.',
  noOptions: 'This item comes in no other size or colour.',
  notOffered: (colour: string, size: string) => `This product does not come in ${colour}, size ${size}.`,
  lastItem: 'This is the only item left in your order: cancel the order instead.',
  removed: 'This item has already been removed.',
  tooMany: (most: number) => (most === 0 ? 'Every unit of this item has already been returned or asked back.' : `You can return at most ${most} of this item.`),
  otherRegion: 'The new address must be in the same region as the original, which its delivery was charged for. Please contact us to ship elsewhere.',
  partOfBundle: 'This item is part of a bundle: remove the whole bundle instead.',
} as const;

export interface ChangeableItem {
  id: number;
  productId: number | null;
  name: string;
  sku: string;
  colour: string | null;
  size: string | null;
  quantity: number;
  /** Unit price and its tax, tax included, minor units. */
  price: number;
  tax: number;
  bundleParentId: number | null;
  returnedQuantity: number;
  cancelledLabels: number;
  /** Units asked back already (return requests not rejected). */
  requestedQuantity: number;
  /** The colours and sizes the product offers now ([] when it is gone). */
  options: ProductOption[];
}

export interface ChangeableOrder {
  id: number;
  status: string;
  version: number;
  paid: boolean;
  /** Tax-included goods total before discount, and the discount (both minor units). */
  subtotal: number;
  discount: number;
  total: number;
  refundedTotal: number;
  shippingCountry: string;
  /** Some unit of the order went through the printer (a 'print' label log). */
  printed: boolean;
  /** When the status log says it became complete (delivered), else null. */
  completedAt: string | null;
  returnWindowDays: number;
  items: ChangeableItem[];
}

/** What the shopper may do now, with the reason when not (shown instead of the controls). */
export interface OrderAllowances {
  editItems: boolean;
  /** Removing a line and cancelling the order give money back, so they need a paid order. */
  removeItems: boolean;
  itemsReason: string | null;
  editAddress: boolean;
  addressReason: string | null;
  requestReturn: boolean;
  returnReason: string | null;
  /** The last moment a return may be asked for (ISO), when the order was delivered. */
  returnClosesAt: string | null;
}

export function itemActiveQuantity(item: ChangeableItem): number {
  return activeQuantity({ quantity: item.quantity, returnedQuantity: item.returnedQuantity, cancelledLabels: item.cancelledLabels });
}

/** Units that may still be asked back: active and not requested already. */
export function returnableQuantity(item: ChangeableItem): number {
  return Math.max(0, itemActiveQuantity(item) - item.requestedQuantity);
}

const DAY_MS = 86_400_000;

/** "26 November 2026": how the page and the mails name a day. */
export function dayName(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
}

export function orderAllowances(order: ChangeableOrder, now: Date): OrderAllowances {
  const itemsOpen = canEditItems(order.status) && !order.printed;
  const itemsReason = itemsOpen
    ? order.paid
      ? null
      : CHANGE_MESSAGES.unpaid
    : order.printed || isPastPrinting(order.status)
      ? CHANGE_MESSAGES.printed
      : CHANGE_MESSAGES.closed;
  const editAddress = canEditAddress(order.status);
  const returnClosesAt = order.completedAt === null ? null : new Date(new Date(order.completedAt).getTime() + order.returnWindowDays * DAY_MS).toISOString();
  const requestReturn = canRequestReturn(order.status, order.completedAt, order.returnWindowDays, now);
  let returnReason: string | null = null;
  if (!requestReturn) {
    if (order.status === 'complete' && returnClosesAt !== null) returnReason = CHANGE_MESSAGES.windowClosed(dayName(returnClosesAt));
    else if (['exchanged', 'refunded'].includes(order.status)) returnReason = CHANGE_MESSAGES.returnsDone;
    else returnReason = CHANGE_MESSAGES.notDelivered;
  }
  return {
    editItems: itemsOpen,
    removeItems: itemsOpen && order.paid,
    itemsReason,
    editAddress,
    addressReason: editAddress ? null : order.status === 'refunded' ? CHANGE_MESSAGES.closed : CHANGE_MESSAGES.packed,
    requestReturn,
    returnReason,
    returnClosesAt,
  };
}

/** Statuses at which printing has started or is behind the order (either flow). */
const PRINTING_OR_LATER = new Set([
  'label_printed',
  'printed',
  'consolidated',
  'packing',
  'disputed',
  'issue',
  'complete',
  'exchanged',
  'bespoke_printing',
  'bespoke_packing',
  'bespoke_shipped',
]);

function isPastPrinting(status: string): boolean {
  return PRINTING_OR_LATER.has(status);
}

/** The other colour/size pairs the item could become, for the page's choices. */
export function otherChoices(item: ChangeableItem): { colour: string; size: string }[] {
  return item.options
    .flatMap((option) => option.sizes.map((size) => ({ colour: option.colour.name, size })))
    .filter((choice) => choice.colour !== item.colour || choice.size !== item.size);
}

/** The top-level lines still in the order (a removed line has no active units left). */
export function activeLines(order: ChangeableOrder): ChangeableItem[] {
  return order.items.filter((item) => item.bundleParentId === null && itemActiveQuantity(item) > 0);
}

/**
 * What removing a line gives back: its active units at the price paid (tax included) less
 * the line's share of the order's discount, never more than is left to refund. Shipping was
 * for the parcel, which still goes, so it stays.
 */
export function lineRefund(order: ChangeableOrder, item: ChangeableItem): number {
  const value = item.price * itemActiveQuantity(item);
  const discountShare = shareOf(order.discount, value, order.subtotal);
  return Math.max(0, Math.min(value - discountShare, order.total - order.refundedTotal));
}

/** The return's money back for `quantity` units, on the same terms as lineRefund. */
export function unitsRefund(order: ChangeableOrder, item: ChangeableItem, quantity: number): number {
  const value = item.price * quantity;
  return Math.max(0, Math.min(value - shareOf(order.discount, value, order.subtotal), order.total - order.refundedTotal));
}
