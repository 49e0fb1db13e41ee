import type { Geography } from '../../../lib/geography.ts';

// Prices include VAT. The tax inside a price is worked out in integers only:
//   tax = round(price × rate / (100% + rate)), rounding half up,
// with rates in basis points (20% = 2000). A product's vatRate (default 1) scales
// the standard rate: 1 is standard-rated, 0 zero-rated (children's clothes), 0.25 a 5% rate.
// Parcels leaving the UK are exports and zero-rated, so only UK destinations carry VAT.

/** The UK standard rate, in basis points. */
export const STANDARD_RATE_BP = 2000;

/** The rate charged on a product sent to `destination`, in basis points. */
export function vatRateBp(destination: Geography, vatRate = 1): number {
  if (destination !== 'UK') return 0;
  return Math.max(0, Math.round(STANDARD_RATE_BP * vatRate));
}

/** The tax inside `gross` (minor units, tax included) at `rateBp`, rounded half up. */
export function taxIncluded(gross: number, rateBp: number): number {
  if (rateBp <= 0 || gross <= 0) return 0;
  const denominator = 10_000 + rateBp;
  // floor((2·gross·rate + denominator) / (2·denominator)) = round half up of gross·rate/denominator.
  return Math.floor((2 * gross * rateBp + denominator) / (2 * denominator));
}

/** a × b / c rounded half up, for proportional shares of a total (all non-negative integers). */
export function shareOf(a: number, b: number, c: number): number {
  if (c <= 0) return 0;
  return Math.floor((2 * a * b + c) / (2 * c));
}
