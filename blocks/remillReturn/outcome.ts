// What the return-offer popup does with its email field and the submit call's answer
// (email required and valid; POST retex/remill/submit; one failure text for everything else).
// No zod and no catalogue index: the popup imports this file and stays small.
import { required } from '../../src/lib/validation/rules/presence.ts';
import { email } from '../../src/lib/validation/rules/web.ts';
import { maxLength } from '../../src/lib/validation/rules/length.ts';
import { validate } from '../../src/lib/validation/validate.ts';
import { RETURN_OFFER_MESSAGES } from '../../src/lib/remill-calls.ts';

/** Email required and valid (the server checks the same rules, with the same texts). */
export const RETURN_OFFER_EMAIL_RULES = [required, email, maxLength(254)] as const;

/** The field's message before anything is sent, or null when the address may be sent. */
export function emailProblem(value: string): string | null {
  return validate(value.trim(), RETURN_OFFER_EMAIL_RULES);
}

export type ReturnOfferOutcome =
  | { kind: 'thanks'; message: string }
  /** The server refused the address: shown under the field. */
  | { kind: 'field'; message: string }
  /** Anything else, including no answer at all: the generic failure text. */
  | { kind: 'failure'; message: string };

/**
 * A 2xx answering { type: 'success', message } is the thanks state; a 422 with an email
 * message goes under the field; everything else is the generic failure text (a 500, a
 * rate limit, an expired session, the network).
 */
export function returnOfferOutcome(status: number, body: unknown): ReturnOfferOutcome {
  const answer = (body && typeof body === 'object' ? body : {}) as { type?: unknown; message?: unknown; errors?: { email?: unknown } };
  if (status >= 200 && status < 300 && answer.type === 'success') {
    return { kind: 'thanks', message: typeof answer.message === 'string' && answer.message ? answer.message : RETURN_OFFER_MESSAGES.success };
  }
  const fieldMessage = Array.isArray(answer.errors?.email) ? answer.errors.email[0] : undefined;
  if (status === 422 && typeof fieldMessage === 'string') return { kind: 'field', message: fieldMessage };
  return { kind: 'failure', message: RETURN_OFFER_MESSAGES.failure };
}
