// Addresses of the shopper's order-change calls. Each takes the order's
// hash — the same unguessable key as /receipt/{orderHash} — and answers 404 for any hash that
// is not an order of the store the host names. Bodies: src/schemas/order-change.ts.

const base = (hash: string) => `/omnis/v3/frontend/orders/${encodeURIComponent(hash)}`;

export const orderChangeCalls = {
  /** POST { itemId, colour?, size?, version } → ChangedOrder: another size or colour the product offers. */
  changeItem: (hash: string) => `${base(hash)}/change-item/`,
  /** POST { itemId, version } → ChangedOrder: the line's factory labels cancelled, its paid amount refunded. */
  removeItem: (hash: string) => `${base(hash)}/remove-item/`,
  /** POST { version } → ChangedOrder: everything refunded, the order moved to refunded. */
  cancel: (hash: string) => `${base(hash)}/cancel/`,
  /** POST { version, address: { name, company?, street, city, state?, country, zip, eori? } } → ChangedOrder. */
  address: (hash: string) => `${base(hash)}/address/`,
  /** POST { version, itemId, quantity, kind: 'return'|'exchange', reason, wanted?: { colour?, size? } } → RequestedReturn (201). */
  returns: (hash: string) => `${base(hash)}/returns/`,
  /** GET: the prepaid return label (PDF) of one of this order's return requests. */
  returnLabel: (hash: string, code: string) => `${base(hash)}/return-labels/${encodeURIComponent(code)}.pdf`,
} as const;

/** The shopper's pages for one order: /returns/ and /edit-order/ are the same page. */
export const orderChangePages = {
  editOrder: (hash: string) => `/edit-order/${encodeURIComponent(hash)}`,
  returns: (hash: string) => `/returns/${encodeURIComponent(hash)}`,
  updateAddress: (hash: string) => `/update-address/${encodeURIComponent(hash)}`,
} as const;
