import { describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES, subscribeOutcome } from './outcome.ts';

describe('newsletter subscribe outcome (subscriber offer texts)', () => {
  it('thanks on success with the verification text', () => {
    expect(subscribeOutcome(200, { ok: true })).toEqual({ ok: true, message: "We've sent you an email to verify your subscription" });
    expect(subscribeOutcome(202, undefined).ok).toBe(true);
  });
  it("shows a validation error's own message: the first field's, else the response's", () => {
    expect(subscribeOutcome(422, { message: 'The given data was invalid.', errors: { email: ['Please enter a valid email address.'] } })).toEqual({
      ok: false,
      message: 'Please enter a valid email address.',
    });
    expect(subscribeOutcome(422, { message: 'This field is required.' }).message).toBe('This field is required.');
  });
  it('says "Oops..." for every other failure, including no answer at all', () => {
    for (const [status, body] of [
      [500, { message: 'Server error' }],
      [403, { message: 'Permission denied' }],
      [422, {}],
      [0, undefined],
      [429, null],
    ] as const) {
      expect(subscribeOutcome(status, body)).toEqual({ ok: false, message: NEWSLETTER_MESSAGES.failure });
    }
    expect(NEWSLETTER_MESSAGES.failure).toBe('Oops... Something went wrong, please try again later');
  });
});
