import { describe, expect, it } from 'vitest';
import { checkFields } from '../../../islands/account/form-errors.ts';
import {
  destinationAfterLogin,
  EMPTY_LOGIN_VALUES,
  INITIAL_LOGIN,
  loginOutcome,
  loginRequest,
  stepFieldOf,
  stepRules,
  switchStep,
} from '../../../islands/account/login-flow.ts';
import { apiPath } from '../../../src/schemas/api.ts';

const values = { ...EMPTY_LOGIN_VALUES, email: ' owner@demo.test ', password: ' secret with spaces ', code: '123 456', recoveryCode: ' ABCD2345-efgh6789 ' };

describe('login requests', () => {
  it('posts e-mail and password, trimming only the e-mail', () => {
    expect(loginRequest('credentials', values)).toEqual({ call: 'account.login', body: { email: 'owner@demo.test', password: ' secret with spaces ' } });
  });

  it('adds the 2FA code without its space on the code step', () => {
    expect(loginRequest('twoFactor', values)).toEqual({
      call: 'account.login',
      body: { email: 'owner@demo.test', password: ' secret with spaces ', twoFactorAuthCode: '123456' },
    });
  });

  it('posts a recovery code to recovery-login, lower-cased and trimmed', () => {
    const request = loginRequest('recovery', values);
    expect(request.call).toBe('account.recoveryLogin');
    expect(request.body).toEqual({ email: 'owner@demo.test', password: ' secret with spaces ', recoveryCode: 'abcd2345-efgh6789' });
    expect(apiPath(request.call)).toBe('/omnis/v3/dashboard/secure/recovery-login/');
  });
});

describe('login answers', () => {
  it('moves to the code step on 202 twoFactorRequired, keeping the API prompt and method', () => {
    const outcome = loginOutcome(202, { message: 'Enter the code we have sent to your phone', twoFactorRequired: true, method: 'sms' });
    expect(outcome).toEqual({ kind: 'challenge', state: { step: 'twoFactor', method: 'sms', prompt: 'Enter the code we have sent to your phone' } });
  });

  it('falls back to a prompt of its own when the 202 has no message', () => {
    const outcome = loginOutcome(202, { twoFactorRequired: true });
    expect(outcome.kind === 'challenge' && outcome.state.prompt).toBe('Enter the code from your authenticator app');
  });

  it('treats 200 as signed in with the API redirect', () => {
    expect(loginOutcome(200, { user: {}, redirect: '/dashboard/' })).toEqual({ kind: 'signedIn', redirect: '/dashboard/' });
    expect(loginOutcome(200, undefined)).toEqual({ kind: 'signedIn', redirect: undefined });
  });
});

describe('steps', () => {
  it('switches to the recovery code and back, and "start again" resets', () => {
    const code = switchStep(INITIAL_LOGIN, 'twoFactor');
    const recovery = switchStep(code, 'recovery');
    expect(recovery.step).toBe('recovery');
    expect(switchStep(recovery, 'twoFactor').step).toBe('twoFactor');
    expect(switchStep(recovery, 'credentials')).toEqual(INITIAL_LOGIN);
  });

  it('checks only the fields the step shows, with the catalogue messages', () => {
    expect(checkFields({ ...EMPTY_LOGIN_VALUES }, stepRules('credentials'))).toEqual({ email: 'This field is required.', password: 'This field is required.' });
    expect(checkFields({ ...EMPTY_LOGIN_VALUES, email: 'nope', password: 'x' }, stepRules('credentials'))).toEqual({
      email: 'Please enter a valid email address.',
    });
    expect(checkFields({ ...EMPTY_LOGIN_VALUES, code: '12345' }, stepRules('twoFactor'))).toEqual({ code: 'Invalid authentication code' });
    expect(checkFields({ ...EMPTY_LOGIN_VALUES, code: '123 456' }, stepRules('twoFactor'))).toEqual({});
    expect(checkFields({ ...EMPTY_LOGIN_VALUES, recoveryCode: 'abcd-efgh' }, stepRules('recovery'))).toEqual({ recoveryCode: 'Invalid recovery code' });
  });

  it('maps API field names to the fields of the step', () => {
    expect(stepFieldOf('credentials')).toEqual({ email: 'email', password: 'password' });
    expect(stepFieldOf('twoFactor')).toEqual({ twoFactorAuthCode: 'code' });
    expect(stepFieldOf('recovery')).toEqual({ recoveryCode: 'recoveryCode' });
  });
});

describe('where to go after logging in', () => {
  it('prefers a same-store redirect_uri', () => {
    expect(destinationAfterLogin('/dashboard/?tab=stores', '/')).toBe('/dashboard/?tab=stores');
    expect(destinationAfterLogin('/sign-up/verify/?token=abc', '/dashboard/')).toBe('/sign-up/verify/?token=abc');
  });

  it('refuses open redirects and falls back to the API redirect', () => {
    for (const hostile of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)', '/\t/evil.example']) {
      expect(destinationAfterLogin(hostile, '/dashboard/')).toBe('/dashboard/');
    }
  });

  it('never returns to the login page itself, and defaults to the home page', () => {
    expect(destinationAfterLogin('/login/?owner=1', '/dashboard/')).toBe('/dashboard/');
    expect(destinationAfterLogin(null, undefined)).toBe('/');
    expect(destinationAfterLogin(null, 'https://elsewhere.example/')).toBe('/');
  });
});
