import { messages } from '../messages.ts';
import type { Rule } from '../rule.ts';

/** Fails for empty and whitespace-only text; the one rule that looks at empty values. */
export const required: Rule = Object.freeze({
  name: 'required',
  message: messages.required,
  test: (value: string) => value.trim() !== '',
});
