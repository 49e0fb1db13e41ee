import type { StoreScope } from '../../../stores/index.ts';
import type { ShellData } from '../../../../platform/pages/shell-data.ts';
import type { AccountUser } from '../../../../schemas/account.ts';
import type { StorefrontPage } from '../../../../platform/pages/page-result.ts';
import type { StoreThemeView } from '../../../../schemas/store-theme.ts';
import { storeDashboardPage } from './store-dashboard-page.ts';
import { readStoreTheme } from '../../../stores/index.ts';
import { selectableThemes, THEMES, isThemeName } from '../../../../../themes/index.ts';
import { PREVIEW_THEME_PARAM } from '../../../../lib/preview-theme.ts';

export interface ThemeChoice {
  name: string;
  label: string;
  description: string;
  /** The owner's own home page drawn in this theme (?preview-theme). */
  previewUrl: string;
}

export interface ThemePageView {
  divisionId: number;
  current: StoreThemeView;
  /** The named themes, in the spec's order (deprecated ones left out). */
  themes: ThemeChoice[];
}

const choice = (name: string, label: string, description: string): ThemeChoice => ({
  name,
  label,
  description,
  previewUrl: `/?${PREVIEW_THEME_PARAM}=${encodeURIComponent(name)}`,
});

/** The themes an owner may build on: the named ones, plus the store's own base if it has been retired. */
export function baseThemeChoices(current: string): ThemeChoice[] {
  const named = selectableThemes().map((theme) => choice(theme.name, theme.label, theme.description));
  if (named.some((theme) => theme.name === current) || !isThemeName(current)) return named;
  const own = THEMES[current];
  return [choice(own.name, own.label, own.description), ...named];
}

/** /dashboard/store/theme/: the theme selector, a gallery of live previews. */
export function themeSelectorPage(scope: StoreScope, shell: ShellData, url: URL, user: AccountUser | null): StorefrontPage<ThemePageView> {
  const head = { title: 'Theme', description: 'Choose the theme your store is dressed in.' };
  return storeDashboardPage(shell, url, user, head, () => ({
    divisionId: scope.division.id,
    current: readStoreTheme(scope),
    themes: selectableThemes().map((theme) => choice(theme.name, theme.label, theme.description)),
  }));
}

export interface ThemeEditorPageView {
  divisionId: number;
  current: StoreThemeView;
  bases: ThemeChoice[];
}

/** /dashboard/store/theme/editor/: the store's own theme, token by token. */
export function themeEditorPage(scope: StoreScope, shell: ShellData, url: URL, user: AccountUser | null): StorefrontPage<ThemeEditorPageView> {
  const head = { title: 'Theme editor', description: 'Adjust your store’s colours, fonts and shapes.' };
  const current = readStoreTheme(scope);
  return storeDashboardPage(shell, url, user, head, () => ({ divisionId: scope.division.id, current, bases: baseThemeChoices(current.name) }));
}
