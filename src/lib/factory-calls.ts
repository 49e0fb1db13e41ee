// Addresses of the factory and returns desk calls, shared by the atlas
// islands and the tests. Staff only: every call answers 401 signed out and 403 to anyone else.

const factory = '/omnis/v3/atlas/factory/';
const returns = '/omnis/v3/atlas/returns/';

export const factoryCalls = {
  /** GET → FactoryView: labels to print, picking list, pigeonholes, orders ready for packing. */
  view: (factoryCode: string) => `${factory}?factory=${encodeURIComponent(factoryCode)}`,
  /** GET → FactoryOrderView: one order's labels and their logs. */
  order: (orderId: number) => `${factory}orders/${orderId}/`,
  /** POST { factory } (every label not printed yet) or { orderId } (all its labels, again) → application/pdf; x-labels-printed: count. */
  printLabels: `${factory}labels/print/`,
  /** GET ?factory= → { groups }: to-be-picked labels by pickface. */
  picking: (factoryCode: string) => `${factory}picking/?factory=${encodeURIComponent(factoryCode)}`,
  /** POST { labelIds } → { picked }: those labels are picked (to_be_picked = 0). */
  pick: `${factory}picking/pick/`,
  /** POST { code, badge? } → ScanResult: a label, a return label or an RFID badge. */
  scan: `${factory}scan/`,
  /** POST { badge? } → { orderId, status, pigeonhole }: the order is packed and dispatched; its pigeonhole is emptied. */
  dispatch: (orderId: number) => `${factory}orders/${orderId}/dispatch/`,
  /** POST { reason, badge? } → { orderId, hash }: the damaged label's item is reprinted in a child order. */
  reprint: (labelId: number) => `${factory}labels/${labelId}/reprint/`,
} as const;

export const returnsCalls = {
  /** GET ?status=&page= → ReturnsPage. */
  list: (status = '', page = 1) => `${returns}?status=${encodeURIComponent(status)}&page=${page}`,
  /** POST { code } → { returnLog }: the parcel with that return label arrived. */
  receive: `${returns}receive/`,
  /** POST { outcome: 'refund'|'exchange'|'rejected', note, size?, colour? } → { returnLog }. */
  inspect: (id: number) => `${returns}${id}/inspect/`,
} as const;

export const factoryScreens = {
  station: '/atlas/factory/',
  order: (orderId: number) => `/atlas/factory/orders/${orderId}/`,
  returns: '/atlas/returns/',
} as const;
