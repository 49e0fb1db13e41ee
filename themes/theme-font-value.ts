// What a theme's font token holds: the name of a library family, or `custom:<name>` for one of
// the store's own uploaded fonts (whether the store has it is checked when the theme is saved).

import { CUSTOM_FONT_NAME_MAX, isCustomFontName } from './custom-font-name.ts';
import { fontStack, isFontFamilyName } from './fonts.ts';
import { SANS } from './font-fallbacks.ts';
import { libraryFamily } from './library-fonts.ts';

export const CUSTOM_FONT_PREFIX = 'custom:';

/** The store font a token names, if it names one. */
export function customFontOf(value: string): string | undefined {
  if (!value.startsWith(CUSTOM_FONT_PREFIX)) return undefined;
  const name = value.slice(CUSTOM_FONT_PREFIX.length);
  return name.length <= CUSTOM_FONT_NAME_MAX && isCustomFontName(name) ? name : undefined;
}

export function isThemeFontValue(value: string): boolean {
  return libraryFamily(value) !== undefined || customFontOf(value) !== undefined;
}

/** The CSS font-family of a token's value: the web font, then local fonts shown until it loads. */
export function themeFontStack(value: string): string | undefined {
  if (isFontFamilyName(value)) return fontStack(value);
  const family = libraryFamily(value);
  if (family) return `'${family.family}', ${family.fallback}`;
  const custom = customFontOf(value);
  return custom ? `'${custom}', ${SANS}` : undefined;
}
