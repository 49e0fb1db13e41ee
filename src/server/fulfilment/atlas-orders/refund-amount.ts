// The refund form's amount, read as the back office's order refund action takes it.

/**
 * The refund's amount in minor units: a JSON number must be whole minor units; form text is
 * major units with at most the currency's decimals ("12.5", "12.50", "1250" for JPY).
 */
export function refundAmount(amount: number | string, digits: number): number | undefined {
  if (typeof amount === 'number') return Number.isSafeInteger(amount) && amount > 0 ? amount : undefined;
  const pattern = digits > 0 ? new RegExp(`^\\d{1,9}(\\.\\d{1,${digits}})?$`) : /^\d{1,9}$/;
  if (!pattern.test(amount)) return undefined;
  const [whole = '0', fraction = ''] = amount.split('.');
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return minor > 0 ? minor : undefined;
}
