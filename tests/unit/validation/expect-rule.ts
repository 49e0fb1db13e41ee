import { expect, it } from 'vitest';
import type { Rule } from '../../../src/lib/validation/index.ts';

/** One test per example, so a failing example is named in the report. */
export function itChecks(rule: Rule, examples: { valid: readonly string[]; invalid: readonly string[] }): void {
  for (const value of examples.valid) {
    it(`${rule.name} accepts ${JSON.stringify(value)}`, () => expect(rule.test(value)).toBe(true));
  }
  for (const value of examples.invalid) {
    it(`${rule.name} rejects ${JSON.stringify(value)}`, () => expect(rule.test(value)).toBe(false));
  }
}
