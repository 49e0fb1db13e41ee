// An order item's returnLogs: a return or exchange is requested by the shopper, received at
// the factory, then inspected, ending refunded, exchanged or rejected.
export const RETURN_STATUSES = ['requested', 'received', 'inspected'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_OUTCOMES = ['refunded', 'exchanged', 'rejected'] as const;
export type ReturnOutcome = (typeof RETURN_OUTCOMES)[number];

/** Reasons a shopper picks from (the atlas shows them as written). */
export const RETURN_REASONS = ['Too small', 'Too big', 'Not as pictured', 'Print fault', 'Damaged in delivery', 'Changed my mind'] as const;

/** Reasons staff pick when reprinting an item. */
export const REPRINT_REASONS = [
  'Damaged in printing',
  'Misprint',
  'Wrong garment picked',
  'Lost in the factory',
  'Damaged in delivery',
  'Lost in delivery',
] as const;
