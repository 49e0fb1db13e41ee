// The one place theme tokens become CSS custom properties (STYLE habit 5, Dawn's theme.liquid).
// Values are re-validated against the declarations first, so nothing stored or typed by a
// store owner can end the declaration, the rule or the <style> element it is written into.

import { InvalidThemeTokensError } from './errors.ts';
import { normaliseHex } from '../src/lib/colour.ts';
import { themeFontStack } from './theme-font-value.ts';
import { parseThemeTokens, type ThemeTokens } from './schema.ts';
import { SHADOW_OFFSETS, type TokenDeclaration } from './token-types.ts';
import { TOKEN_NAMES, TOKENS, type TokenName } from './tokens.ts';

/** `button.primary.background` → `--button-primary-background`, `announcementV2.textColor` → `--announcement-v2-text-color`. */
export function cssVariableName(token: TokenName): string {
  return `--${token
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replaceAll('.', '-')
    .toLowerCase()}`;
}

// Whatever passed validation must still never contain these: belt and braces.
const UNSAFE_IN_VALUE = /[;{}<>\\\n\r]|\/\*/;
const UNSAFE_IN_SELECTOR = /[;{}<>\\\n\r]|\/\*/;

/** The CSS value of one token; undefined for tokens that are copy or media, not style. */
function cssValue(declaration: TokenDeclaration, value: unknown, shadowColor: string): string | undefined {
  switch (declaration.type) {
    case 'color':
      return value === 'transparent' ? 'transparent' : normaliseHex(String(value));
    case 'font':
      return themeFontStack(String(value));
    case 'length':
      return `${Number(value)}px`;
    case 'number':
      return String(Number(value));
    case 'transform':
      return String(value);
    case 'shadow':
      return value === 'light' || value === 'medium' || value === 'heavy' ? `${SHADOW_OFFSETS[value]} ${shadowColor}` : 'none';
    case 'boolean':
      // 1/0 so CSS can branch with style queries or calc().
      return value ? '1' : '0';
    case 'image':
      return value === '' ? 'none' : `url("${String(value)}")`;
    case 'text':
    case 'url':
      return undefined;
  }
}

/**
 * A rule declaring every token of a resolved theme as a custom property, plus the
 * shadow scale (--shadow-light, --shadow-medium, --shadow-heavy). Throws
 * InvalidThemeTokensError for any invalid value and Error for an unsafe selector.
 */
export function themeToCss(tokens: ThemeTokens, selector = ':root'): string {
  if (selector.trim() === '' || selector.length > 200 || UNSAFE_IN_SELECTOR.test(selector))
    throw new Error(`Unsafe CSS selector: ${JSON.stringify(selector.slice(0, 200))}`);
  const valid = parseThemeTokens(tokens, 'themeToCss');
  const shadowColor = normaliseHex(valid['shadow.color'] === 'transparent' ? '#0000' : valid['shadow.color']);

  const declarations: string[] = [];
  for (const name of TOKEN_NAMES) {
    const value = cssValue(TOKENS[name], valid[name], shadowColor);
    if (value === undefined) continue;
    // A second line of defence behind validation: a value that could end the rule is refused.
    if (UNSAFE_IN_VALUE.test(value)) throw new InvalidThemeTokensError('themeToCss', [{ token: name, message: 'Unsafe CSS value refused' }]);
    declarations.push(`${cssVariableName(name)}: ${value};`);
  }
  for (const [strength, offsets] of Object.entries(SHADOW_OFFSETS)) declarations.push(`--shadow-${strength}: ${offsets} ${shadowColor};`);
  return `${selector} {\n${declarations.map((line) => `  ${line}`).join('\n')}\n}`;
}
