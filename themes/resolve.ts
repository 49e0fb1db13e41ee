// Turns a theme name into its complete token map: the declared defaults, then each theme
// down the `extends` chain, then the store owner's overrides, then defaults that follow
// other tokens (a button following the primary colour) filled in from the final values.

import { ThemeCycleError } from './errors.ts';
import { getTheme, THEMES, type ThemeRegistry } from './index.ts';
import { parsePartialThemeTokens, parseThemeTokens, type PartialThemeTokens, type ThemeTokens } from './schema.ts';
import type { Theme } from './theme.ts';
import { isTokenReference } from './token-types.ts';
import { isTokenName, TOKEN_NAMES, TOKENS, type TokenName } from './tokens.ts';

/** The theme and its bases, base-most first. Throws UnknownThemeError or ThemeCycleError. */
export function themeChain(theme: string | Theme, registry: ThemeRegistry = THEMES): Theme[] {
  const chain: Theme[] = [];
  let current: Theme | undefined = typeof theme === 'string' ? getTheme(theme, registry) : theme;
  while (current) {
    const names = chain.map((link) => link.name);
    const repeated = names.indexOf(current.name);
    if (repeated !== -1) throw new ThemeCycleError([...names.slice(repeated), current.name]);
    chain.push(current);
    current = current.extends === undefined ? undefined : getTheme(current.extends, registry);
  }
  return chain.reverse();
}

/**
 * Every token of a theme (by name, or a Theme object such as a proVariant) with overrides on top.
 * Overrides are validated: unknown tokens or wrong values throw InvalidThemeTokensError.
 */
export function resolveTheme(theme: string | Theme, overrides?: unknown, registry: ThemeRegistry = THEMES): ThemeTokens {
  const chain = themeChain(theme, registry);
  const layers: PartialThemeTokens[] = chain.map((link) => parsePartialThemeTokens(link.tokens, `theme ${link.name}`));
  if (overrides !== undefined && overrides !== null) layers.push(parsePartialThemeTokens(overrides));

  const set = new Map<TokenName, unknown>();
  for (const layer of layers) {
    for (const [name, value] of Object.entries(layer)) if (value !== undefined && isTokenName(name)) set.set(name, value);
  }

  const values = new Map<TokenName, unknown>();
  const following: TokenName[] = [];
  const tokenValue = (name: TokenName): unknown => {
    if (values.has(name)) return values.get(name);
    let value = set.has(name) ? set.get(name) : TOKENS[name].default;
    if (isTokenReference(value)) {
      const target = value.from;
      if (!isTokenName(target)) throw new Error(`Theme token ${name} defaults to an undeclared token: ${target}`);
      if (following.includes(name)) throw new Error(`Theme token defaults loop: ${[...following, name].join(' → ')}`);
      following.push(name);
      value = tokenValue(target);
      following.pop();
    }
    values.set(name, value);
    return value;
  };
  for (const name of TOKEN_NAMES) tokenValue(name);

  // A theme may be valid piece by piece yet not as a whole (e.g. a followed value of the wrong type).
  return parseThemeTokens(Object.fromEntries(values), `theme ${chain.at(-1)?.name ?? ''}`);
}
