import type { StoreScope } from './scope.ts';
import { listPageSummaries } from '../pages/pages.ts';
import { readMainMenu } from '../menus/main-menu.ts';
import { readPlugins } from '../plugins/plugin-settings.ts';
import { listSearchRedirects } from './search-redirects.ts';
import { switchableCurrencies } from '../storefront/shell.ts';
import { currencyFor } from '../../lib/currencies.ts';
import { pageRoute } from '../../lib/page-route-meta.ts';
import type { StoreCoreData } from '../../schemas/store-state.ts';
import type { PluginMap } from '../../schemas/plugins.ts';
import { activeSplitTests } from '../split-tests/store-tests.ts';
import { NO_SPLIT, splitTestState, type VisitorSplit } from '../split-tests/page-split.ts';

/** Plugin settings without secrets: core data is read by every browser. */
function publicPlugins(plugins: PluginMap): PluginMap {
  const { access_token: _secret, ...pixel } = plugins['facebook-tracking-pixel'];
  return { ...plugins, 'facebook-tracking-pixel': { ...pixel, access_token: '' } };
}

export interface CoreDataOptions {
  /** The host the request came in on: custom code runs only on the custom domain (spec §4). */
  host: string;
  /** Internal users also get unpublished pages (spec §6). */
  internal: boolean;
  /** The visitor's split-test session (cookie) and query: which variation each test shows them. */
  split?: VisitorSplit;
}

/**
 * GET /omnis/v3/frontend/{division?}/getStoreCoreData/json/ — the one call a store's
 * app makes at start-up: its pages as routes and its state (spec §3 "Store state").
 */
export async function storeCoreData(scope: StoreScope, options: CoreDataOptions): Promise<StoreCoreData> {
  const { division } = scope;
  const [summaries, mainMenu, plugins, searchRedirects, splitTests] = await Promise.all([
    listPageSummaries(scope),
    readMainMenu(scope),
    readPlugins(scope),
    listSearchRedirects(scope),
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
        cartItems: [] as unknown[],
        favicon: settings.favicon ?? null,
        meta: { ogImage: settings.meta.ogImage ?? null },
        customCode: onCustomDomain ? settings.customCode : '',
        customDomainName: division.customDomainName,
        favouritesItems: [] as unknown[],
        searchRedirects,
        plugins: publicPlugins(plugins),
        passwordProtected: settings.passwordProtected,
        comingSoonPageData: settings.comingSoonPageData,
        sitewideBanner: settings.sitewideBanner,
        currency: storeCurrency.code,
        division: { id: division.id, name: division.name, code: division.code },
        sessionId: null as string | null,
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
