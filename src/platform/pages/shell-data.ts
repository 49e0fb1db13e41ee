import type { MainMenu } from '../../schemas/menu.ts';
import type { DivisionSettings } from '../../schemas/division.ts';
import type { PluginMap } from '../../schemas/plugins.ts';
import type { ThemeTokens } from '../../../themes/schema.ts';
import type { CurrencyDefinition } from '../../lib/currencies.ts';

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
