import type { Rule } from './rule.ts';

/**
 * A form value as the text rules read: missing and unchecked (false) are empty, numbers
 * are their decimal text, a File is its name.
 */
export function fieldText(value: unknown): string {
  if (value === undefined || value === null || value === false) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'object' && 'name' in value && typeof value.name === 'string') return value.name;
  return String(value);
}

/**
 * The message of the first rule `value` fails, or null when it passes them all.
 * A list (several files, a multi-select) fails a rule when any item does; an empty list is empty.
 */
export function validate(value: unknown, ruleList: readonly Rule[]): string | null {
  const texts = Array.isArray(value) && value.length > 0 ? value.map(fieldText) : [Array.isArray(value) ? '' : fieldText(value)];
  return ruleList.find((rule) => texts.some((text) => !rule.test(text)))?.message ?? null;
}
