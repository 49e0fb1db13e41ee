import { describe, expect, it } from 'vitest';
import { checkFields, errorsFromFailure, hasFieldErrors } from '../../../islands/account/form-errors.ts';
import { EMAIL_RULES } from '../../../islands/account/account-rules.ts';
import { NEW_PASSWORD_RULES } from '../../../src/lib/validation/rules/new-password.ts';
import { GENERIC_ERROR } from '../../../src/lib/client/api-client.ts';

const failure = (status: number, message: string, extra: { errors?: Record<string, string[]>; retryAfterSeconds?: number | null } = {}) => ({
  status,
  message,
  errors: extra.errors,
  retryAfterSeconds: extra.retryAfterSeconds ?? null,
});

describe('client-side checks', () => {
  it('uses the validation messages, first failing rule only', () => {
    expect(checkFields({ email: '', password: '' }, { email: EMAIL_RULES, password: NEW_PASSWORD_RULES })).toEqual({
      email: 'This field is required.',
      password: 'This field is required.',
    });
    expect(checkFields({ password: ' leading-space-password' }, { password: NEW_PASSWORD_RULES })).toEqual({
      password: 'Password cannot start or end with spaces.',
    });
    expect(checkFields({ password: 'short' }, { password: NEW_PASSWORD_RULES })).toEqual({ password: 'Must contain at least 12 characters.' });
    expect(checkFields({ password: 'x'.repeat(129) }, { password: NEW_PASSWORD_RULES })).toEqual({ password: 'Must contain no more than 128 characters.' });
    expect(checkFields({ password: 'Password1234' }, { password: NEW_PASSWORD_RULES })).toEqual({
      password: 'That password is too common. Please choose another.',
    });
    expect(checkFields({ password: 'long enough password' }, { password: NEW_PASSWORD_RULES })).toEqual({});
  });

  it('knows when there is something to show', () => {
    expect(hasFieldErrors({})).toBe(false);
    expect(hasFieldErrors({ email: undefined })).toBe(false);
    expect(hasFieldErrors({ email: 'This field is required.' })).toBe(true);
  });
});

describe('API failures', () => {
  it('puts 422 messages beside their fields', () => {
    const result = errorsFromFailure(
      failure(422, 'These credentials do not match our records.', { errors: { email: ['These credentials do not match our records.'] } }),
      { email: 'email', password: 'password' },
    );
    expect(result).toEqual({ fields: { email: 'These credentials do not match our records.' }, form: null });
  });

  it('puts 422 messages about hidden fields above the form', () => {
    const result = errorsFromFailure(failure(422, 'Please confirm you are not a robot.', { errors: { captcha: ['Please confirm you are not a robot.'] } }), {
      email: 'email',
    });
    expect(result).toEqual({ fields: {}, form: 'Please confirm you are not a robot.' });
  });

  it('adds the wait to a 429', () => {
    const result = errorsFromFailure(failure(429, 'Too many attempts. Please wait a moment and try again.', { retryAfterSeconds: 120 }), {});
    expect(result.form).toBe('Too many attempts. Please wait a moment and try again. You can try again in 2 minutes.');
  });

  it('shows the generic text for a request that got no answer, and the message otherwise', () => {
    expect(errorsFromFailure(failure(0, 'cancel'), {}).form).toBe(GENERIC_ERROR);
    expect(errorsFromFailure(failure(403, 'Permission denied'), {}).form).toBe('Permission denied');
  });
});
