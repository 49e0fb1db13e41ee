import { describe, expect, it } from 'vitest';
import { emailProblem, returnOfferOutcome } from './outcome.ts';
import { RETURN_OFFER_MESSAGES } from '../../src/lib/remill-calls.ts';

describe('return offer form (email required and valid)', () => {
  it('asks for an email, then a valid one', () => {
    expect(emailProblem('')).toBe('This field is required.');
    expect(emailProblem('   ')).toBe('This field is required.');
    expect(emailProblem('nope')).toBe('Please enter a valid email address.');
    expect(emailProblem('a@b')).toBe('Please enter a valid email address.');
    expect(emailProblem(' sam@example.com ')).toBeNull();
    expect(emailProblem(`${'a'.repeat(250)}@example.com`)).not.toBeNull();
  });
});

describe('return offer answer (type and message, else the failure text)', () => {
  it('shows the thanks state on { type: success }', () => {
    expect(returnOfferOutcome(200, { type: 'success', message: 'Check your inbox' })).toEqual({ kind: 'thanks', message: 'Check your inbox' });
    expect(returnOfferOutcome(200, { type: 'success' })).toEqual({ kind: 'thanks', message: RETURN_OFFER_MESSAGES.success });
  });
  it("puts a 422's email message under the field", () => {
    expect(returnOfferOutcome(422, { message: 'Please enter a valid email address.', errors: { email: ['Please enter a valid email address.'] } })).toEqual({
      kind: 'field',
      message: 'Please enter a valid email address.',
    });
  });
  it('says the generic failure text for everything else, including no answer and a 2xx that is not a success', () => {
    expect(RETURN_OFFER_MESSAGES.failure).toBe("We're sorry, something went wrong. Please try again later.");
    for (const [status, body] of [
      [500, { message: 'Server error' }],
      [429, { message: 'Too many attempts.' }],
      [403, {}],
      [422, {}],
      [0, undefined],
      [200, { type: 'error' }],
      [200, null],
    ] as const) {
      expect(returnOfferOutcome(status, body)).toEqual({ kind: 'failure', message: RETURN_OFFER_MESSAGES.failure });
    }
  });
});
