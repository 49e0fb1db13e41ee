// The token validators, derived from the declarations in tokens.ts (never written by hand).

import { z } from 'zod';
import { InvalidThemeTokensError, type TokenIssue } from './errors.ts';
import { valueSchema, type TokenValue } from './token-types.ts';
import { TOKEN_NAMES, TOKENS, type TokenName, type Tokens } from './tokens.ts';

type ValueSchemas = { [K in TokenName]: z.ZodType<TokenValue<Tokens[K]>> };
const valueSchemas = Object.fromEntries(TOKEN_NAMES.map((name) => [name, valueSchema(TOKENS[name])])) as ValueSchemas;

const objectError = (issue: z.core.$ZodRawIssue): string | undefined => {
  if (issue.code === 'unrecognized_keys') return `Unknown theme token${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
  if (issue.code === 'invalid_type') return 'Expected an object of theme tokens such as { "primary.color": "#2e7d32" }';
  return undefined;
};

/** A complete token map: every declared token with a valid value (what resolveTheme returns). */
export const ThemeTokens = z.strictObject(valueSchemas, { error: objectError });
export type ThemeTokens = z.infer<typeof ThemeTokens>;

/** Any subset of the tokens: a theme's own tokens, or a store owner's overrides. */
export const PartialThemeTokens = ThemeTokens.partial();
export type PartialThemeTokens = z.infer<typeof PartialThemeTokens>;

/** Validates a partial token map, throwing one error that lists every bad token with a hint. */
export function parsePartialThemeTokens(input: unknown, source = 'theme overrides'): PartialThemeTokens {
  const result = PartialThemeTokens.safeParse(input);
  if (result.success) return result.data;
  throw new InvalidThemeTokensError(source, tokenIssues(result.error));
}

/** Validates a complete token map (e.g. one read back from storage before emitting CSS). */
export function parseThemeTokens(input: unknown, source = 'theme tokens'): ThemeTokens {
  const result = ThemeTokens.safeParse(input);
  if (result.success) return result.data;
  throw new InvalidThemeTokensError(source, tokenIssues(result.error));
}

function tokenIssues(error: z.ZodError): TokenIssue[] {
  return error.issues.flatMap((issue): TokenIssue[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => {
        const suggestion = closestTokenName(key);
        return { token: key, message: `Unknown theme token${suggestion ? ` (did you mean ${suggestion}?)` : ''}` };
      });
    }
    return [{ token: issue.path.map(String).join('.'), message: issue.message }];
  });
}

/** The declared name nearest to a misspelt one, when it is close enough to be a typo. */
function closestTokenName(name: string): TokenName | undefined {
  let best: { name: TokenName; distance: number } | undefined;
  for (const candidate of TOKEN_NAMES) {
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (distance <= 3 && (!best || distance < best.distance)) best = { name: candidate, distance };
  }
  return best?.name;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
