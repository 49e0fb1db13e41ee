import type { ShellData } from './shell.ts';
import type { CurrencyDefinition } from '../../lib/currencies.ts';

/** The visitor's currency is in the cookie `currency`. */
export const CURRENCY_COOKIE = 'currency';

/**
 * The currency a personal page (basket, favourites) shows prices in: the visitor's choice (the
 * value of their CURRENCY_COOKIE) when the store lets visitors switch to it, else the store's own.
 */
export function chosenCurrency(shell: ShellData, chosen: string | undefined): CurrencyDefinition {
  const code = chosen?.toUpperCase();
  return shell.switchableCurrencies.find((currency) => currency.code === code) ?? shell.currency;
}
