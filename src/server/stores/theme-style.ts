import { resolveTheme } from '../../../themes/resolve.ts';
import { themeToCss } from '../../../themes/css.ts';
import { fontFaceCss } from '../../../themes/fonts.ts';
import { themeFontFamilies } from '../../../themes/theme-fonts.ts';
import type { ThemeTokens } from '../../../themes/schema.ts';
import { LruCache } from '../../lib/lru-cache.ts';

export interface ThemeStyle {
  tokens: ThemeTokens;
  /** @font-face rules for just the fonts the theme uses, then its custom properties. */
  css: string;
}

// Resolving is cheap (~0.5 ms), but every store's shell is rebuilt after each of its
// content changes, and most stores share a theme without overrides: the result is
// memoised by name and overrides.
const memo = new LruCache<string, ThemeStyle>(500);

export function themeStyle(name: string, overrides: unknown = {}): ThemeStyle {
  const key = `${name}\u0000${JSON.stringify(overrides ?? {})}`;
  const cached = memo.get(key);
  if (cached) return cached;
  const tokens = resolveTheme(name, overrides);
  const style = { tokens, css: `${fontFaceCss(themeFontFamilies(tokens))}\n${themeToCss(tokens)}` };
  memo.set(key, style);
  return style;
}
