import { describe, expect, it } from 'vitest';
import { checkFields } from '../../../islands/account/form-errors.ts';
import { signUpRequest } from '../../../islands/account/sign-up.ts';
import { confirmationRules, resetPasswordRequest } from '../../../islands/account/password-reset.ts';
import { normaliseRecoveryCode, normaliseTwoFactorCode } from '../../../islands/account/account-rules.ts';

describe('sign-up payload', () => {
  it('sends should_have_store and dashboard_access together as 0/1', () => {
    const base = { firstName: ' Ada ', lastName: '', email: ' ada@example.com ', password: 'correct horse battery' };
    expect(signUpRequest({ ...base, shouldHaveStore: '1' })).toEqual({
      firstName: 'Ada',
      lastName: '',
      email: 'ada@example.com',
      password: 'correct horse battery',
      should_have_store: 1,
      dashboard_access: 1,
    });
    expect(signUpRequest({ ...base, shouldHaveStore: '' })).toMatchObject({ should_have_store: 0, dashboard_access: 0 });
  });
});

describe('password reset', () => {
  it('needs the confirmation to match', () => {
    expect(checkFields({ confirmation: '' }, { confirmation: confirmationRules('a long password') })).toEqual({ confirmation: 'This field is required.' });
    expect(checkFields({ confirmation: 'a long passw0rd' }, { confirmation: confirmationRules('a long password') })).toEqual({
      confirmation: 'The passwords do not match.',
    });
    expect(checkFields({ confirmation: 'a long password' }, { confirmation: confirmationRules('a long password') })).toEqual({});
  });

  it('posts the token and both passwords as the API names them, and no e-mail address', () => {
    expect(resetPasswordRequest('tok', { password: 'p', confirmation: 'q' })).toEqual({ token: 'tok', password: 'p', password_confirmation: 'q' });
  });
});

describe('codes as typed', () => {
  it('drops spaces from 2FA codes and normalises recovery codes', () => {
    expect(normaliseTwoFactorCode(' 123 456 ')).toBe('123456');
    expect(normaliseRecoveryCode(' ABCD2345-EFGH6789 ')).toBe('abcd2345-efgh6789');
  });
});
