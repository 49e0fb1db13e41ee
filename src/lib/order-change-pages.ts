// The shopper's order-change pages (the calls, orderChanges.*, are in src/schemas/api.ts; each
// takes the order's hash — the same unguessable key as /receipt/{orderHash}).

/** The shopper's pages for one order: /returns/ and /edit-order/ are the same page. */
export const orderChangePages = {
  editOrder: (hash: string) => `/edit-order/${encodeURIComponent(hash)}`,
  returns: (hash: string) => `/returns/${encodeURIComponent(hash)}`,
  updateAddress: (hash: string) => `/update-address/${encodeURIComponent(hash)}`,
} as const;
