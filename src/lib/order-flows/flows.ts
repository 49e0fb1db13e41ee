// The order status flows, as ordered groups of status codes. Each flow is a list of groups; an
// order moves along its flow (see moves.ts) and its progress is its group's position.
// Browser-safe: no server imports, so the back office and the receipt read the same data.

export const NORMAL_FLOW = [
  ['new', 'to_be_paid'],
  ['paid'],
  ['processing', 'label_printed', 'printed'],
  ['consolidated', 'packing'],
  ['disputed', 'issue'],
  ['complete', 'exchanged', 'refunded'],
] as const;

export const BESPOKE_FLOW = [
  ['quote', 'bespoke_idle'],
  ['bespoke_requested_terms', 'bespoke_authorised_terms'],
  ['bespoke_mockup', 'bespoke_approved'],
  ['bespoke_paid', 'po_confirmed'],
  ['bespoke_production', 'bespoke_documents_printed'],
  ['bespoke_sorted'],
  ['bespoke_printing'],
  ['bespoke_packing'],
  ['bespoke_shipped', 'bespoke_refunded'],
] as const;

/** The newport factory's flow (paper products). */
export const PAPER_FLOW = [['new', 'paid'], ['processing'], ['printed'], ['packing'], ['disputed', 'issue'], ['complete', 'exchanged', 'refunded']] as const;

export type OrderFlowName = 'normal' | 'bespoke' | 'paper';
export type OrderStatusCode = (typeof NORMAL_FLOW | typeof BESPOKE_FLOW | typeof PAPER_FLOW)[number][number];
export type OrderFlow = readonly (readonly OrderStatusCode[])[];

export const ORDER_FLOWS: Record<OrderFlowName, OrderFlow> = { normal: NORMAL_FLOW, bespoke: BESPOKE_FLOW, paper: PAPER_FLOW };
export const ORDER_FLOW_NAMES = Object.keys(ORDER_FLOWS) as OrderFlowName[];

/** The factory whose orders follow the paper flow. */
export const PAPER_FACTORY = 'newport';

/** Position of the group holding `code` in `flow`, or -1 when the flow has no such code. */
export function groupIndex(flow: OrderFlowName, code: string): number {
  return ORDER_FLOWS[flow].findIndex((group) => (group as readonly string[]).includes(code));
}

/** Bespoke if ever in quote (`history` holds every status the order has had). */
export function isBespoke(history: readonly string[]): boolean {
  return history.includes('quote');
}

/** Shipped if ever complete or bespoke_shipped. */
export function isShipped(history: readonly string[]): boolean {
  return history.includes('complete') || history.includes('bespoke_shipped');
}

/**
 * An exchange is a child order with no reprint reason that was never refunded.
 * A child with a reprint reason is a reprint; a refunded child gave money back instead.
 */
export function isExchange(order: { parentId: number | null; reprintReason: string | null; history: readonly string[] }): boolean {
  const reason = order.reprintReason?.trim() ?? '';
  return order.parentId !== null && reason === '' && !order.history.includes('refunded') && !order.history.includes('bespoke_refunded');
}

/** Which flow an order follows: bespoke once it was ever a quote, paper at newport, else normal. */
export function flowFor(order: { factory: string | null; history: readonly string[] }): OrderFlowName {
  if (isBespoke(order.history)) return 'bespoke';
  return order.factory === PAPER_FACTORY ? 'paper' : 'normal';
}

/**
 * The current group's position / (number of groups − 1), 0 to 1; null when the code
 * is not in the flow (a caller shows nothing rather than a wrong 0 %).
 */
export function percentageComplete(flow: OrderFlowName, status: string): number | null {
  const position = groupIndex(flow, status);
  return position < 0 ? null : position / (ORDER_FLOWS[flow].length - 1);
}
