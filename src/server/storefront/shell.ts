import type { StoreScope } from '../stores/scope.ts';
import type { MainMenu } from '../../schemas/menu.ts';
import type { DivisionSettings } from '../../schemas/division.ts';
import type { PluginMap } from '../../schemas/plugins.ts';
import type { ThemeTokens } from '../../../themes/schema.ts';
import { readMainMenu } from '../menus/main-menu.ts';
import { readPlugins } from '../plugins/plugin-settings.ts';
import { currencyFor, type CurrencyDefinition } from '../../lib/currencies.ts';
import { themeStyle } from './theme-style.ts';
import { versioned } from './versioned-memo.ts';
import { previewThemeOf } from '../../lib/preview-theme.ts';
import { readImageRecord } from '../images/image-record.ts';

/** Everything the shell around a storefront page needs, the same for every visitor. */
export interface ShellData {
  /**
   * Names everything this shell was built from (store, content version, previewed
   * theme): fragment caches key on it, so a preview never lends its HTML to the store.
   */
  cacheKey: string;
  subdomain: string;
  companyName: string;
  logo: string | null;
  /** The logo's own size when the media store knows it, so the header reserves its room. */
  logoSize: { width: number; height: number } | undefined;
  /** The store's share image (meta.ogImage): og:image of pages without a picture of their own. */
  shareImage: string | undefined;
  menu: MainMenu;
  plugins: PluginMap;
  /** The store's own currency. */
  currency: CurrencyDefinition;
  /** Currencies a visitor may switch to; empty unless the currency plugin is enabled. */
  switchableCurrencies: CurrencyDefinition[];
  favouritesEnabled: boolean;
  sitewideBanner: DivisionSettings['sitewideBanner'];
  footer: DivisionSettings['footer'];
  favicon: string | undefined;
  /** @font-face rules and theme custom properties, ready for a <style>. */
  themeStyle: string;
  themeName: string;
  /** The resolved tokens of that theme, for blocks that judge colours (banner legibility). */
  themeTokens: ThemeTokens;
  /** The theme shows a footer (token footer.visible). */
  footerVisible: boolean;
  /** Rendering with ?preview-theme: never cached, never indexed. */
  previewing: boolean;
}

/** Visitors may switch currency only when the currency plugin is enabled. */
export function switchableCurrencies(plugins: PluginMap): CurrencyDefinition[] {
  if (!plugins.currency.enabled) return [];
  const codes = new Set([plugins.currency.currency, ...plugins.currency.currencies.split(',')]);
  return [...codes].map((code) => currencyFor(code));
}

/** The shell of this request's page, undefined off a store; ?preview-theme= in `url` swaps its theme. */
export function requestShell(scope: StoreScope | undefined, url: URL): Promise<ShellData | undefined> {
  return scope ? loadShell(scope, previewThemeOf(url)) : Promise.resolve(undefined);
}

/** The shell of a store page; `previewTheme` (?preview-theme) swaps the theme for this rendering only. */
export function loadShell(scope: StoreScope, previewTheme?: string): Promise<ShellData> {
  const key = `shell:${previewTheme ?? ''}`;
  return versioned(scope, key, () => buildShell(scope, key, previewTheme));
}

async function buildShell(scope: StoreScope, key: string, previewTheme?: string): Promise<ShellData> {
  const { division } = scope;
  const [menu, plugins, logoRecord] = await Promise.all([readMainMenu(scope), readPlugins(scope), division.logo ? readImageRecord(division.logo) : undefined]);
  const theme = previewTheme ?? division.theme.name;
  const style = themeStyle(theme, previewTheme ? {} : division.theme.overrides);
  return {
    cacheKey: `${division.id}:${division.contentVersion}:${key}`,
    subdomain: division.subdomain,
    companyName: division.companyName,
    logo: division.logo,
    logoSize: logoRecord && { width: logoRecord.width, height: logoRecord.height },
    shareImage: division.settings.meta.ogImage,
    menu,
    plugins,
    currency: currencyFor(plugins.currency.currency),
    switchableCurrencies: switchableCurrencies(plugins),
    favouritesEnabled: division.settings.favouritesEnabled,
    sitewideBanner: division.settings.sitewideBanner,
    footer: division.settings.footer,
    favicon: division.settings.favicon,
    themeStyle: style.css,
    themeName: theme,
    themeTokens: style.tokens,
    footerVisible: style.tokens['footer.visible'] !== false,
    previewing: previewTheme !== undefined,
  };
}
