// A validation rule is data (its spec name and exact message) plus a pure test, so the
// same object drives island forms (validate) and API schemas (zod.ts).

export interface Rule {
  /** The rule's name in the spec's vocabulary: 'email', 'alpha_dash', 'min_length'. */
  readonly name: string;
  /** The exact text shown when the rule fails. */
  readonly message: string;
  /** True when the field's text passes. Every rule but `required` passes an empty string. */
  test(value: string): boolean;
}

/**
 * A rule whose check only sees non-empty text: an empty field is `required`'s business,
 * which keeps every other rule usable on optional fields.
 */
export function defineRule(name: string, message: string, check: (value: string) => boolean): Rule {
  return Object.freeze({ name, message, test: (value: string) => value === '' || check(value) });
}

/** A rule that passes when the whole text matches `pattern`. */
export function patternRule(name: string, message: string, pattern: RegExp): Rule {
  // A global or sticky pattern remembers lastIndex between calls and would alternate results.
  const stateless = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  return defineRule(name, message, (value) => stateless.test(value));
}
