// Phone numbers as SMS providers want them: E.164 ("+447700900123").

/**
 * A UK number as people write it ("07700 900123", "+44 (0)7700 900123", "0044 7700 900123",
 * "447700900123") becomes +44 and its 9 or 10 digits; a number already written in
 * international form ("+1 415 555 2671", "00 33 1 23 45 67 89") keeps its country.
 * Anything else is null.
 */
export function toE164(value: string): string | null {
  const trimmed = value.trim();
  if (!/^[\d\s()+.-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace('(0)', '').replace(/[\s().-]/g, '');
  const uk = /^(?:(?:\+|00)?440?|0)([1-9]\d{8,9})$/.exec(digits);
  if (uk) return `+44${uk[1]}`;
  // Other countries are passed on as written; a +44 number that failed above is a typo.
  const international = /^(?:\+|00)((?!44)[1-9]\d{6,14})$/.exec(digits);
  return international ? `+${international[1]}` : null;
}
