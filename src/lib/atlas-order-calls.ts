// The back office's order pages, and which of its calls a plain form may post to (the calls,
// atlasOrders.*, are in src/schemas/api.ts). Staff only.

/** The order page of the back office. */
export const atlasOrderPath = (id: number): string => `/atlas/orders/${id}/`;

export const ATLAS_ORDERS_PATH = '/atlas/orders/';

/** The action calls a plain HTML form may post to (the CSRF check asks the browser it came from this host). */
export const ATLAS_ORDER_FORM_ACTION = /^\/omnis\/v3\/atlas\/orders\/\d{1,9}\/(move|priority|factory|refund|exchange|reprint)\/$/;
