// Addresses of the quote pages and the bespoke-work calls, shared by the
// pages, the island and the tests.

const frontend = '/omnis/v3/frontend/quotes/';
const atlas = '/omnis/v3/atlas/quotes/';

/** The customer's page for a bespoke order: its quote form while editable, then where it stands. */
export const quotePagePath = (hash: string) => `/advanced-quote/${encodeURIComponent(hash)}/`;

export const quoteCalls = {
  /** POST multipart (QuoteRequest fields, optional `file` artwork) → 201 { hash, uuid, url }. */
  create: frontend,
  /** GET → { quote: QuoteView }; POST multipart → { quote } (edit while quote/bespoke_idle). */
  quote: (hash: string) => `${frontend}${encodeURIComponent(hash)}/`,
  /** POST → { quote }: bespoke_requested_terms → bespoke_authorised_terms. */
  authorise: (hash: string) => `${frontend}${encodeURIComponent(hash)}/authorise/`,
  /** POST → { quote }: bespoke_mockup → bespoke_approved. */
  approve: (hash: string) => `${frontend}${encodeURIComponent(hash)}/approve/`,
  /** POST { poNumber } → { quote }: bespoke_approved → po_confirmed. */
  purchaseOrder: (hash: string) => `${frontend}${encodeURIComponent(hash)}/purchase-order/`,
} as const;

export const atlasQuoteCalls = {
  /** GET ?status=answer|mockup|customer|production|closed|po&page= → StaffQuotePage (staff; po: purchase orders). */
  list: (query: { status?: string; page?: number } = {}) => {
    const params = new URLSearchParams();
    if (query.status) params.set('status', query.status);
    if (query.page && query.page > 1) params.set('page', String(query.page));
    const search = params.toString();
    return search ? `${atlas}?${search}` : atlas;
  },
  /** POST multipart { terms, price, file? (mockup) } → { quote }: quote/bespoke_idle → bespoke_requested_terms. */
  answer: (orderId: number) => `${atlas}${orderId}/answer/`,
  /** POST multipart { file? } → { quote }: bespoke_authorised_terms → bespoke_mockup (a mockup is needed). */
  mockup: (orderId: number) => `${atlas}${orderId}/mockup/`,
  /** POST { from, to } → { quote }: along the bespoke flow from bespoke_paid / po_confirmed on. */
  move: (orderId: number) => `${atlas}${orderId}/move/`,
} as const;
