import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import { PERSONAL_PAGE_HEADERS } from '../../../platform/pages/page-result.ts';
import { unlistedPage } from '../../../platform/pages/unlisted-page.ts';
import type { CurrencyDefinition } from '../../../lib/currencies.ts';
import { productHref } from '../../../lib/catalogue-paths.ts';
import type { BasketOwner } from './owner.ts';
import { cartItem, currentLines } from './items.ts';
import type { CartItem } from '../../../schemas/basket.ts';
import { chosenCurrency } from '../../stores/index.ts';
import { formErrorMessage } from './form-errors.ts';
import { isShippingCountry } from '../../../lib/countries.ts';
import { freeDeliveryFrom } from '../shipping/rules.ts';
import { shippingZones } from '../shipping/store-zones.ts';

// /basket/ (cart layout): the lines with image, options, a quantity stepper and
// remove, and the totals in the visitor's currency. Every control is a plain form to the
// basket calls (303 back here); the basket island takes them over when JavaScript runs.

export interface BasketPageView {
  items: CartItem[];
  /** Product page of each line, by key. */
  hrefs: Record<string, string>;
  /** Prices are in this currency's minor units once converted from the store's. */
  currency: CurrencyDefinition;
  storeCurrency: CurrencyDefinition;
  /** A form was just added from a product page (?added=1). */
  added: boolean;
  /** The message of a refused form post (?error=code), never text from the URL itself. */
  error: string | undefined;
  /** The goods value (store currency) from which delivery is free to the visitor's country; null when it never is. */
  freeDeliveryFrom: number | null;
}

/** The stores ship from the UK: a visitor whose country is unknown is priced as a UK one. */
const HOME_COUNTRY = 'GB';

export async function loadBasketPage(
  scope: StoreScope,
  shell: ShellData,
  owner: BasketOwner,
  url: URL,
  /** The visitor's chosen currency (their `currency` cookie), if any. */
  chosenCurrencyCode: string | undefined,
  /** The visitor's country (the geo-country cookie), if known. */
  countryCode?: string,
): Promise<StorefrontPage<BasketPageView>> {
  const lines = await currentLines(scope, 'main', owner);
  const code = (countryCode ?? '').trim().toUpperCase();
  const country = isShippingCountry(code) ? code : HOME_COUNTRY;
  const view: BasketPageView = {
    items: lines.map(cartItem),
    hrefs: Object.fromEntries(lines.map((line) => [line.key, productHref(line.product)])),
    currency: chosenCurrency(shell, chosenCurrencyCode),
    storeCurrency: shell.currency,
    added: url.searchParams.get('added') === '1',
    error: formErrorMessage(url.searchParams.get('error')),
    freeDeliveryFrom: freeDeliveryFrom(await shippingZones(scope.db, scope.division.id), country),
  };
  const head = { title: 'Your basket', description: `Your basket at ${shell.companyName}.`, path: '/basket/', loginState: 'everyone' as const };
  return unlistedPage(shell, url.origin, head, view, { layout: 'cart', headers: PERSONAL_PAGE_HEADERS });
}
