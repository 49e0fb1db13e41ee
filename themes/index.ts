// The theme registry: theme name → theme. One file per theme, named after the theme
// (themes/<name>.ts exporting `<name>`): index.generated.ts, written by scripts/block-registry.ts,
// lists them, so a theme is added by adding its file.

import { THEME_FILE_NAMES, THEME_FILES } from './index.generated.ts';
import { UnknownThemeError } from './errors.ts';
import { THEME_KINDS, type Theme } from './theme.ts';

export const THEMES = THEME_FILES satisfies Record<string, Theme>;

export type ThemeName = keyof typeof THEMES;

/**
 * The catalogue order: named themes (offered to store owners), then platform themes, then the
 * deprecated ones (kept so stores that chose them still render); within a kind by each theme's
 * `order`, themes without one last, by name.
 */
function catalogueOrder(a: ThemeName, b: ThemeName): number {
  const rank = (theme: Theme) => theme.order ?? Number.MAX_SAFE_INTEGER;
  const [first, second] = [THEMES[a], THEMES[b]];
  return THEME_KINDS.indexOf(first.kind) - THEME_KINDS.indexOf(second.kind) || rank(first) - rank(second) || (a < b ? -1 : 1);
}

/** Every theme's name, in the catalogue order. */
export const THEME_NAMES: ThemeName[] = [...THEME_FILE_NAMES].sort(catalogueOrder);

/** Where resolveTheme looks up a theme and its bases (tests pass their own). */
export type ThemeRegistry = Readonly<Record<string, Theme>>;

export function isThemeName(name: string): name is ThemeName {
  return Object.hasOwn(THEMES, name);
}

/** The theme of that name; throws UnknownThemeError (with the name) when there is none. */
export function getTheme(name: string, registry: ThemeRegistry = THEMES): Theme {
  if (!Object.hasOwn(registry, name)) throw new UnknownThemeError(name);
  const theme = registry[name];
  if (!theme) throw new UnknownThemeError(name);
  return theme;
}

/** The themes a store owner may choose from, in the catalogue order (deprecated ones left out). */
export function selectableThemes(kind: 'named' | 'platform' = 'named'): Theme[] {
  return THEME_NAMES.map((name) => THEMES[name]).filter((theme: Theme) => theme.kind === kind);
}
