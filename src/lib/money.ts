import { currencyFor, type CurrencyDefinition } from './currencies.ts';

// Money is an integer number of minor units plus a currency code (STYLE habit 8).
// This is the one place that turns it into text.

export interface Money {
  amount: number;
  currency: string;
}

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** 1999 GBP → "£19.99"; 1500 JPY → "¥1,500"; 1999 SEK → "19.99kr". */
export function formatMoney(amount: number, currency: CurrencyDefinition | string): string {
  const definition = typeof currency === 'string' ? currencyFor(currency) : currency;
  const minor = Math.round(amount);
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(minor);
  const scale = 10 ** definition.digits;
  const whole = groupThousands(String(Math.floor(absolute / scale)), definition.thousandsSeparator);
  const fraction = definition.digits > 0 ? definition.decimalPoint + String(absolute % scale).padStart(definition.digits, '0') : '';
  const number = whole + fraction;
  const text = definition.symbolAlign === 'left' ? `${definition.symbol}${number}` : `${number}${definition.symbol}`;
  return sign + text + definition.subScript;
}

/** Converts minor units between currencies through their rates, rounding once. */
export function convertMoney(amount: number, from: CurrencyDefinition, to: CurrencyDefinition): number {
  if (from.code === to.code) return amount;
  const major = amount / 10 ** from.digits;
  return Math.round((major / from.conversionRate) * to.conversionRate * 10 ** to.digits);
}
