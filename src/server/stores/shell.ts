import type { StoreScope } from './scope.ts';
import type { PluginMap } from '../../schemas/plugins.ts';
import type { ShellData } from '../../platform/pages/shell-data.ts';
import { readMainMenu } from './main-menu.ts';
import { readPlugins } from './plugin-settings.ts';
import { currencyFor, type CurrencyDefinition } from '../../lib/currencies.ts';
import { themeStyle } from './theme-style.ts';
import { storeFontFaceCss } from './fonts/store-fonts.ts';
import { versioned } from '../../platform/render-cache/versioned-memo.ts';
import { previewThemeOf } from '../../lib/preview-theme.ts';
import { readImageRecord } from '../../platform/storage/image-record.ts';

export type { ShellData };

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
  // Library families fetched to our origin and the store's own fonts: their rules come first, as the bundled ones' do.
  const storeFonts = await storeFontFaceCss(scope, style.tokens);
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
    themeStyle: storeFonts ? `${storeFonts}\n${style.css}` : style.css,
    themeName: theme,
    themeTokens: style.tokens,
    footerVisible: style.tokens['footer.visible'] !== false,
    previewing: previewTheme !== undefined,
  };
}
