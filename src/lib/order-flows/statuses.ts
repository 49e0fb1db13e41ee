import type { OrderStatusCode } from './flows.ts';

// An order status carries id, name, code and colour. Ids are fixed (the back
// office filters and stores them); never renumber, only append. Colours come from one family
// per kind of step, each dark enough for AA text contrast (4.5:1) on white — tested.

export const STATUS_FAMILY_COLOURS = {
  placed: '#4b5563',
  agreeing: '#92400e',
  paid: '#047857',
  production: '#1d4ed8',
  packing: '#6d28d9',
  problem: '#b91c1c',
  closed: '#0e7490',
} as const;

export type StatusFamily = keyof typeof STATUS_FAMILY_COLOURS;

export interface OrderStatusInfo {
  id: number;
  name: string;
  code: OrderStatusCode;
  colour: string;
  family: StatusFamily;
}

const ROWS: readonly [OrderStatusCode, string, StatusFamily][] = [
  ['new', 'New', 'placed'],
  ['to_be_paid', 'To be paid', 'placed'],
  ['paid', 'Paid', 'paid'],
  ['processing', 'Processing', 'production'],
  ['label_printed', 'Label printed', 'production'],
  ['printed', 'Printed', 'production'],
  ['consolidated', 'Consolidated', 'packing'],
  ['packing', 'Packing', 'packing'],
  ['disputed', 'Disputed', 'problem'],
  ['issue', 'Issue', 'problem'],
  ['complete', 'Complete', 'closed'],
  ['exchanged', 'Exchanged', 'closed'],
  ['refunded', 'Refunded', 'closed'],
  ['quote', 'Quote', 'placed'],
  ['bespoke_idle', 'Idle', 'placed'],
  ['bespoke_requested_terms', 'Terms requested', 'agreeing'],
  ['bespoke_authorised_terms', 'Terms authorised', 'agreeing'],
  ['bespoke_mockup', 'Mockup', 'agreeing'],
  ['bespoke_approved', 'Mockup approved', 'agreeing'],
  ['bespoke_paid', 'Paid (bespoke)', 'paid'],
  ['po_confirmed', 'Purchase order confirmed', 'paid'],
  ['bespoke_production', 'In production', 'production'],
  ['bespoke_documents_printed', 'Documents printed', 'production'],
  ['bespoke_sorted', 'Sorted', 'production'],
  ['bespoke_printing', 'Printing', 'production'],
  ['bespoke_packing', 'Packing (bespoke)', 'packing'],
  ['bespoke_shipped', 'Shipped', 'closed'],
  ['bespoke_refunded', 'Refunded (bespoke)', 'closed'],
];

export const ORDER_STATUSES: readonly OrderStatusInfo[] = ROWS.map(([code, name, family], index) => ({
  id: index + 1,
  name,
  code,
  colour: STATUS_FAMILY_COLOURS[family],
  family,
}));

const BY_CODE = new Map<string, OrderStatusInfo>(ORDER_STATUSES.map((status) => [status.code, status]));

/** The status for a code, or undefined for a code no flow has. */
export function orderStatus(code: string): OrderStatusInfo | undefined {
  return BY_CODE.get(code);
}
