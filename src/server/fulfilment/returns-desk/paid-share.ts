// What a returned item earns back (at the returns desk): the item's paid share × the
// quantity returned. An item's paid share is its unit price (tax included) less its own
// discount, and less its part of an order-wide discount (a coupon), spread over the order's
// items in proportion to what each cost. Shipping is not given back for a return.

export interface ShareItem {
  id: number;
  price: number;
  quantity: number;
  /** The item line's own discount, tax included, for all its units. */
  discount: number;
}

export function paidShare(items: readonly ShareItem[], orderDiscount: number, itemId: number, returnedQuantity: number): number {
  const item = items.find((entry) => entry.id === itemId);
  if (!item || item.quantity <= 0 || returnedQuantity <= 0) return 0;
  const lineTotal = (entry: ShareItem) => Math.max(0, entry.price * entry.quantity - entry.discount);
  const goods = items.reduce((sum, entry) => sum + lineTotal(entry), 0);
  // An order-wide discount only when the lines carry none of their own (then it is already in them).
  const lineDiscounts = items.reduce((sum, entry) => sum + entry.discount, 0);
  const spread = lineDiscounts === 0 && goods > 0 ? Math.min(orderDiscount, goods) * (lineTotal(item) / goods) : 0;
  const unit = (lineTotal(item) - spread) / item.quantity;
  return Math.max(0, Math.round(unit * Math.min(returnedQuantity, item.quantity)));
}
