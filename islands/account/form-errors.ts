import { GENERIC_ERROR } from '../../src/lib/client/api-client.ts';
import type { Rule } from '../../src/lib/validation/rule.ts';
import { validate } from '../../src/lib/validation/validate.ts';
import type { AccountFailure } from './account-api.ts';
import { rateLimitMessage } from './retry-after.ts';

// Forms check on the client with the catalogue's rules and texts, then show
// what the API says: a 422's field messages beside their fields, anything else above.

export type FieldMessages<F extends string> = Partial<Record<F, string>>;

export interface FormErrors<F extends string> {
  fields: FieldMessages<F>;
  /** A message about the whole form (shown in an alert above the button). */
  form: string | null;
}

export const NO_ERRORS: FormErrors<never> = Object.freeze({ fields: {}, form: null });

/** The first failing rule's message for every field that fails one. */
export function checkFields<F extends string>(
  values: Readonly<Record<F, string>>,
  rulesByField: Readonly<Partial<Record<F, readonly Rule[]>>>,
): FieldMessages<F> {
  const messages: FieldMessages<F> = {};
  for (const field of Object.keys(rulesByField) as F[]) {
    const message = validate(values[field], rulesByField[field] ?? []);
    if (message) messages[field] = message;
  }
  return messages;
}

export function hasFieldErrors(fields: FieldMessages<string>): boolean {
  return Object.values(fields).some((message) => typeof message === 'string' && message !== '');
}

/**
 * Splits a failed call into field and form messages. `fieldOf` maps the API's field
 * names to the form's; a 422 about a field the form does not show goes above it.
 * A 429 adds when to try again; a request that never got an answer gets the generic failure text.
 */
export function errorsFromFailure<F extends string>(failure: AccountFailure, fieldOf: Readonly<Record<string, F>>): FormErrors<F> {
  if (failure.status === 0) return { fields: {}, form: GENERIC_ERROR };
  if (failure.status === 429) return { fields: {}, form: rateLimitMessage(failure.message, failure.retryAfterSeconds) };
  if (failure.status !== 422 || !failure.errors) return { fields: {}, form: failure.message };
  const fields: FieldMessages<F> = {};
  let form: string | null = null;
  for (const [apiField, list] of Object.entries(failure.errors)) {
    const message = list.find((item) => item !== '');
    if (!message) continue;
    const field = Object.hasOwn(fieldOf, apiField) ? fieldOf[apiField] : undefined;
    if (field !== undefined && fields[field] === undefined) fields[field] = message;
    else form ??= message;
  }
  if (!hasFieldErrors(fields)) form ??= failure.message;
  return { fields, form };
}
