// Which font families a resolved theme uses, so a page declares @font-face rules for those only.

import { isFontFamilyName, type FontFamilyName } from './fonts.ts';
import type { ThemeTokens } from './schema.ts';
import { TOKEN_NAMES, TOKENS } from './tokens.ts';

const FONT_TOKENS = TOKEN_NAMES.filter((name) => TOKENS[name].type === 'font');

/** The distinct families of every font token, in declaration order (primary font first). */
export function themeFontFamilies(tokens: ThemeTokens): FontFamilyName[] {
  const families = new Set<FontFamilyName>();
  for (const name of FONT_TOKENS) {
    const value = tokens[name];
    if (typeof value === 'string' && isFontFamilyName(value)) families.add(value);
  }
  return [...families];
}
