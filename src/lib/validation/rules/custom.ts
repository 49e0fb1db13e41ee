import { patternRule, type Rule } from '../rule.ts';

/** A one-off pattern with its own message; the whole text must match if the pattern is anchored. */
export function regex(pattern: RegExp, message: string): Rule {
  return patternRule('regex', message, pattern);
}
