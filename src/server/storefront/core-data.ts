import type { StoreScope } from '../stores/index.ts';
import { listPageSummaries } from '../content/index.ts';
import { readMainMenu } from '../stores/index.ts';
import { readPlugins } from '../stores/index.ts';
import { listSearchRedirects } from '../stores/index.ts';
import { switchableCurrencies } from '../stores/index.ts';
import { currencyFor } from '../../lib/currencies.ts';
import { pageRoute } from '../../lib/page-route-meta.ts';
import type { StoreCoreData } from '../../schemas/store-state.ts';
import type { PluginMap } from '../../schemas/plugins.ts';
import { createHash } from 'node:crypto';
import { listItems } from '../commerce/index.ts';
import type { BasketOwner } from '../commerce/index.ts';
import { activeSplitTests } from '../engagement/index.ts';
import { NO_SPLIT, splitTestState, type VisitorSplit } from '../../lib/split-tests/page-split.ts';

/** Plugin settings without secrets: core data is read by every browser. */
function publicPlugins(plugins: PluginMap): PluginMap {
  const { access_token: _secret, ...pixel } = plugins['facebook-tracking-pixel'];
  return { ...plugins, 'facebook-tracking-pixel': { ...pixel, access_token: '' } };
}

export interface CoreDataOptions {
  /** The host the request came in on: custom code runs only on the custom domain. */
  host: string;
  /** Internal users also get unpublished pages. */
  internal: boolean;
  /** Whose basket and favourites the state carries (the visitor cookie's or the customer's); none: empty lists. */
  owner?: BasketOwner | undefined;
  /** The signed-in session's row id (itself a hash of the cookie's token), or null. */
  sessionId?: string | null | undefined;
  /** The visitor's split-test session (cookie) and query: which variation each test shows them. */
  split?: VisitorSplit;
}

/**
 * The session as the store's app may see it: a stable id for this session that cannot be
 * turned back into the session row (account screens name sessions by row id) nor the cookie.
 */
export function publicSessionId(sessionRowId: string | null | undefined): string | null {
  return sessionRowId ? createHash('sha256').update(`core-data-session:${sessionRowId}`).digest('hex').slice(0, 32) : null;
}

/**
 * GET /omnis/v3/frontend/{division?}/getStoreCoreData/json/ — the one call a store's
 * app makes at start-up: its pages as routes and its state (the store state).
 */
export async function storeCoreData(scope: StoreScope, options: CoreDataOptions): Promise<StoreCoreData> {
  const { division } = scope;
  const noItems = { items: [] as unknown[] };
  const [summaries, mainMenu, plugins, searchRedirects, cart, favourites, splitTests] = await Promise.all([
    listPageSummaries(scope),
    readMainMenu(scope),
    readPlugins(scope),
    listSearchRedirects(scope),
    options.owner ? listItems(scope, 'main', options.owner) : noItems,
    options.owner && division.settings.favouritesEnabled ? listItems(scope, 'favourites', options.owner) : noItems,
    activeSplitTests(scope),
  ]);
  const pages = summaries.filter((page) => page.published || options.internal).map(pageRoute);
  const storeCurrency = currencyFor(plugins.currency.currency);
  const settings = division.settings;
  const onCustomDomain = division.customDomainName !== null && division.customDomainName === options.host;

  return {
    pages,
    state: {
      currency: { ...storeCurrency, available: switchableCurrencies(plugins).map((currency) => currency.code) },
      splitTest: { tests: splitTestState(splitTests, options.split ?? NO_SPLIT) },
      subdomain: {
        title: division.companyName,
        companyName: division.companyName,
        logo: division.logo,
        theme: { name: division.theme.name, properties: division.theme.overrides },
        pages,
        mainMenu,
        cartItems: cart.items as unknown[],
        favicon: settings.favicon ?? null,
        meta: { ogImage: settings.meta.ogImage ?? null },
        customCode: onCustomDomain ? settings.customCode : '',
        customDomainName: division.customDomainName,
        favouritesItems: favourites.items as unknown[],
        searchRedirects,
        plugins: publicPlugins(plugins),
        passwordProtected: settings.passwordProtected,
        comingSoonPageData: settings.comingSoonPageData,
        sitewideBanner: settings.sitewideBanner,
        currency: storeCurrency.code,
        division: { id: division.id, name: division.name, code: division.code },
        sessionId: publicSessionId(options.sessionId),
        isNative: division.isNative,
        pro: division.isPro,
        subdomain: division.subdomain,
      },
      theme: { name: division.theme.name, properties: division.theme.overrides },
      christmasCutoffDates: settings.christmas.cutoffDates,
      christmasContent: settings.christmas.showContent,
      paymentProcessor: settings.paymentProcessor,
    },
  };
}
