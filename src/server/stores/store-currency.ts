import type { StoreScope } from './scope.ts';
import { currencyFor, type CurrencyDefinition } from '../../lib/currencies.ts';
import { readPlugins } from './plugin-settings.ts';

/** The store's own currency (its currency plugin's), in which its prices and their bounds are written. */
export async function storeCurrency(scope: StoreScope): Promise<CurrencyDefinition> {
  return currencyFor((await readPlugins(scope)).currency.currency);
}
