// The back office's order calls and pages. Staff only.

/** The order page of the back office. */
export const atlasOrderPath = (id: number): string => `/atlas/orders/${id}/`;

export const ATLAS_ORDERS_PATH = '/atlas/orders/';

export const atlasOrderCalls = {
  /** GET: the list, with the page's query (q, status, store, factory, priority, flow, from, to, sort, size, after|before). */
  list: (query = ''): string => `/omnis/v3/atlas/orders/${query ? `?${query.replace(/^\?/, '')}` : ''}`,
  /** GET: one order as its page shows it. */
  order: (id: number): string => `/omnis/v3/atlas/orders/${id}/`,
  /** POST { to, from }: move along the flow. */
  move: (id: number): string => `/omnis/v3/atlas/orders/${id}/move/`,
  /** POST { priority, version? } */
  priority: (id: number): string => `/omnis/v3/atlas/orders/${id}/priority/`,
  /** POST { factory, version? } */
  factory: (id: number): string => `/omnis/v3/atlas/orders/${id}/factory/`,
  /** POST { amount, reason, idempotencyKey, moveToRefunded? } */
  refund: (id: number): string => `/omnis/v3/atlas/orders/${id}/refund/`,
  /** POST { items: [{ parentItemId, quantity, size?, colour? }] } */
  exchange: (id: number): string => `/omnis/v3/atlas/orders/${id}/exchange/`,
  /** POST { reason, items: [{ parentItemId, quantity }] } */
  reprint: (id: number): string => `/omnis/v3/atlas/orders/${id}/reprint/`,
} as const;

/** The action calls a plain HTML form may post to (the CSRF check asks the browser it came from this host). */
export const ATLAS_ORDER_FORM_ACTION = /^\/omnis\/v3\/atlas\/orders\/\d{1,9}\/(move|priority|factory|refund|exchange|reprint)\/$/;
