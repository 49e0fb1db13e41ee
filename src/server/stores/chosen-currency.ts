import type { AstroCookies } from 'astro';
import type { ShellData } from './shell.ts';
import type { CurrencyDefinition } from '../../lib/currencies.ts';

/** The visitor's currency is in the cookie `currency`. */
export const CURRENCY_COOKIE = 'currency';

/**
 * The currency a personal page (basket, favourites) shows prices in: the visitor's choice
 * when the store lets visitors switch to it, else the store's own.
 */
export function chosenCurrency(shell: ShellData, cookies: AstroCookies): CurrencyDefinition {
  const code = cookies.get(CURRENCY_COOKIE)?.value?.toUpperCase();
  return shell.switchableCurrencies.find((currency) => currency.code === code) ?? shell.currency;
}
