import { FIELD_RULES } from '../../src/lib/plugin-rules.ts';
import type { Rule } from '../../src/lib/validation/rule.ts';
import { validate } from '../../src/lib/validation/validate.ts';

// The settings form checks as the owner types with the rules the API enforces
// (FIELD_RULES in src/lib/plugin-rules.ts, no zod), so both show the same validation message.

export function rulesFor(code: string, field: string): readonly Rule[] {
  const byField = (FIELD_RULES as Record<string, Record<string, readonly Rule[]>>)[code];
  return byField?.[field] ?? [];
}

/** The message for a field's value as it would be posted (trimmed), or null when it passes. */
export function checkPluginField(code: string, field: string, value: string): string | null {
  return validate(value.trim(), rulesFor(code, field));
}
