/**
 * The platform's application fee on a payment made for a store's own account: PLATFORM_FEE_PERCENT
 * of the amount, in the same minor units, rounded to the nearest unit (half up).
 */
export function applicationFee(amount: number, percent: number): number {
  if (!Number.isInteger(amount) || amount < 0) throw new RangeError(`An application fee needs a whole amount, not ${amount}`);
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) throw new RangeError(`The platform fee must be 0–100 percent, not ${percent}`);
  // Scaled to whole hundredths of a percent first, so 1999 × 5% is 99.95 → 100, not 99.94999….
  return Math.round((amount * Math.round(percent * 100)) / 10_000);
}
