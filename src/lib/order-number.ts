/**
 * An order's number as shoppers, staff and the factory say it: "#" and its id. The receipt, the
 * order mails, the back office and the factory labels all name an order this way, and the
 * "find my order" form reads it back (with or without the "#"); the invoice number carries the
 * same id after the store's code.
 */
export function orderNumber(orderId: number): string {
  return `#${orderId}`;
}
