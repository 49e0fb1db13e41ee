import type { CurrencyDefinition } from '../../src/lib/currencies.ts';

// Prices are typed in major units ("12.50") and sent in minor units (1250), as the API keeps them.

/** 1250 → "12.50" in a two-digit currency. */
export function toMajorText(minor: number, currency: CurrencyDefinition): string {
  return (minor / 10 ** currency.digits).toFixed(currency.digits);
}

/** "12.5" → 1250; undefined when the text is not an amount. */
export function toMinor(text: string, currency: CurrencyDefinition): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d*)?$/.test(trimmed)) return undefined;
  return Math.round(Number(trimmed) * 10 ** currency.digits);
}
