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

/** Every font token's value (library names and `custom:` store fonts), distinct, primary font first. */
export function themeFontValues(tokens: ThemeTokens): string[] {
  const values = new Set<string>();
  for (const name of FONT_TOKENS) {
    const value = tokens[name];
    if (typeof value === 'string') values.add(value);
  }
  return [...values];
}

/** Bold text (strong, buttons) is drawn at 700 whatever the headings use. */
const BOLD = 700;

/**
 * The weights a theme draws a family at: 400, bold, and the weight of each heading set in it,
 * kept to those the family ships (a missing weight is synthesised by the browser from the nearest).
 */
export function themeFontWeights(tokens: ThemeTokens, value: string, available: readonly number[]): number[] {
  const wanted = new Set<number>([400, BOLD]);
  for (const name of FONT_TOKENS) {
    if (tokens[name] !== value) continue;
    const weight = (tokens as Record<string, unknown>)[name.replace(/\.font$/, '.weight')];
    if (typeof weight === 'number') wanted.add(weight);
  }
  return [...wanted].filter((weight) => available.includes(weight)).sort((a, b) => a - b);
}
