import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import { NOT_FOUND, PERSONAL_PAGE_HEADERS, type StorefrontPage } from '../../../platform/pages/page-result.ts';
import { unlistedPage } from '../../../platform/pages/unlisted-page.ts';
import type { CurrencyDefinition } from '../../../lib/currencies.ts';
import type { BasketOwner } from './owner.ts';
import { currentLines, favouriteItem } from './items.ts';
import type { FavouriteItem } from '../../../schemas/basket.ts';
import { chosenCurrency } from '../../stores/index.ts';
import { formErrorMessage } from './form-errors.ts';
import { looksLikeToken } from '../../../platform/security/token-hash.ts';

// /favourites/: the visitor's favourites with pictures and prices in their
// currency, a form to e-mail the list for later, and — opened from that e-mail's link
// (?br=token) — a button that adds the list to this browser. Empty shows confetti (island).

export interface FavouritesPageView {
  items: FavouriteItem[];
  currency: CurrencyDefinition;
  storeCurrency: CurrencyDefinition;
  /** The recovery token of the link this page was opened from, when it has the right shape. */
  recoveryToken: string | undefined;
  notice: 'added' | 'emailed' | 'recovered' | undefined;
  error: string | undefined;
}

const NOTICES = ['added', 'emailed', 'recovered'] as const;

export async function loadFavouritesPage(
  scope: StoreScope,
  shell: ShellData,
  owner: BasketOwner,
  url: URL,
  /** The visitor's chosen currency (their `currency` cookie), if any. */
  chosenCurrencyCode: string | undefined,
): Promise<StorefrontPage<FavouritesPageView>> {
  if (!shell.favouritesEnabled) return { ...NOT_FOUND, headers: PERSONAL_PAGE_HEADERS };
  const lines = await currentLines(scope, 'favourites', owner);
  const br = url.searchParams.get('br');
  const view: FavouritesPageView = {
    items: lines.map(favouriteItem),
    currency: chosenCurrency(shell, chosenCurrencyCode),
    storeCurrency: shell.currency,
    recoveryToken: looksLikeToken(br) ? br : undefined,
    notice: NOTICES.find((notice) => url.searchParams.get(notice) === '1'),
    error: formErrorMessage(url.searchParams.get('error')),
  };
  // A recovery link's token stays out of the canonical URL and out of Referer headers.
  const head = {
    title: 'Your favourites',
    description: `The products you kept at ${shell.companyName}.`,
    path: '/favourites/',
    loginState: 'everyone' as const,
  };
  const page = unlistedPage(shell, url.origin, head, view, { headers: PERSONAL_PAGE_HEADERS });
  return { ...page, headExtras: [{ kind: 'meta', attribute: 'name', key: 'referrer', content: 'no-referrer' }] };
}
