import type { Rule } from '../../src/lib/validation/rule.ts';
import { safeReturnPath } from '../../src/lib/return-path.ts';
import {
  CURRENT_PASSWORD_RULES,
  EMAIL_RULES,
  normaliseRecoveryCode,
  normaliseTwoFactorCode,
  RECOVERY_CODE_RULES,
  TWO_FACTOR_CODE_RULES,
} from './account-rules.ts';
import type { SignedIn, TwoFactorChallenge } from '../../src/schemas/account.ts';

// The login form as a small state machine (docs/accounts-api.md): credentials, then a
// 2FA code when the API answers 202, or a recovery code instead, each step posting the
// e-mail and password again because no half-signed-in session exists between them.

export type LoginStep = 'credentials' | 'twoFactor' | 'recovery';
export type LoginField = 'email' | 'password' | 'code' | 'recoveryCode';
export type LoginValues = Record<LoginField, string>;

export interface LoginState {
  step: LoginStep;
  /** How the code arrives once the API asked for one. */
  method: 'app' | 'sms';
  /** The API's prompt for the code step ("Enter the code from your authenticator app"). */
  prompt: string;
}

export const INITIAL_LOGIN: LoginState = { step: 'credentials', method: 'app', prompt: '' };
export const EMPTY_LOGIN_VALUES: LoginValues = { email: '', password: '', code: '', recoveryCode: '' };

const DEFAULT_PROMPT = { app: 'Enter the code from your authenticator app', sms: 'Enter the code we sent to your phone' } as const;

/** The fields a step shows and checks, each with the API name its errors come back under. */
const STEP_FIELDS: Record<LoginStep, { field: LoginField; apiName: string; rules: readonly Rule[] }[]> = {
  credentials: [
    { field: 'email', apiName: 'email', rules: EMAIL_RULES },
    { field: 'password', apiName: 'password', rules: CURRENT_PASSWORD_RULES },
  ],
  twoFactor: [{ field: 'code', apiName: 'twoFactorAuthCode', rules: TWO_FACTOR_CODE_RULES }],
  recovery: [{ field: 'recoveryCode', apiName: 'recoveryCode', rules: RECOVERY_CODE_RULES }],
};

/** Rules for the fields the current step shows (hidden fields are not re-checked). */
export function stepRules(step: LoginStep): Partial<Record<LoginField, readonly Rule[]>> {
  return Object.fromEntries(STEP_FIELDS[step].map(({ field, rules }) => [field, rules]));
}

/** API field name → visible form field; errors about hidden fields are shown above the form. */
export function stepFieldOf(step: LoginStep): Record<string, LoginField> {
  return Object.fromEntries(STEP_FIELDS[step].map(({ field, apiName }) => [apiName, field]));
}

/** The call a step makes (src/schemas/api.ts), and its body. */
export type LoginRequest =
  | { call: 'account.login'; body: { email: string; password: string; twoFactorAuthCode?: string } }
  | { call: 'account.recoveryLogin'; body: { email: string; password: string; recoveryCode: string } };

/** The call a step makes. Values are trimmed the way people mistype them; the password never is. */
export function loginRequest(step: LoginStep, values: LoginValues): LoginRequest {
  const base = { email: values.email.trim(), password: values.password };
  if (step === 'twoFactor') return { call: 'account.login', body: { ...base, twoFactorAuthCode: normaliseTwoFactorCode(values.code) } };
  if (step === 'recovery') return { call: 'account.recoveryLogin', body: { ...base, recoveryCode: normaliseRecoveryCode(values.recoveryCode) } };
  return { call: 'account.login', body: base };
}

export type LoginOutcome = { kind: 'signedIn'; redirect: string | undefined } | { kind: 'challenge'; state: LoginState };

/** A 2xx answer: 202 with twoFactorRequired moves to the code step, anything else signed the user in. */
export function loginOutcome(status: number, data: unknown): LoginOutcome {
  // Read leniently: whatever a 2xx carried, a missing field is only a missing prompt or redirect.
  const body = (data ?? {}) as Partial<SignedIn> & Partial<TwoFactorChallenge>;
  if (status === 202 && body.twoFactorRequired) {
    const method = body.method === 'sms' ? 'sms' : 'app';
    return { kind: 'challenge', state: { step: 'twoFactor', method, prompt: body.message || DEFAULT_PROMPT[method] } };
  }
  return { kind: 'signedIn', redirect: typeof body.redirect === 'string' ? body.redirect : undefined };
}

/** "Use a recovery code instead" and back; leaving the code step returns to the credentials. */
export function switchStep(state: LoginState, step: LoginStep): LoginState {
  if (step === 'credentials') return INITIAL_LOGIN;
  return { ...state, step, prompt: state.prompt || DEFAULT_PROMPT[state.method] };
}

/**
 * Where to go after signing in: the page that sent the visitor here (redirect_uri) when
 * it is a path on this store, else where the API says, else the home page.
 */
export function destinationAfterLogin(redirectUri: string | null | undefined, apiRedirect: string | undefined): string {
  const back = safeReturnPath(redirectUri, '');
  // Coming back to the login page after signing in would only bounce to the home page.
  if (back !== '' && !/^\/login(\/|\?|$)/.test(back)) return back;
  return safeReturnPath(apiRedirect, '/');
}
