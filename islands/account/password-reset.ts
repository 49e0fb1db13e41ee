import { defineRule, type Rule } from '../../src/lib/validation/rule.ts';
import { required } from '../../src/lib/validation/rules/presence.ts';
import { messages } from '../../src/lib/validation/messages.ts';

// POST /omnis/v3/dashboard/secure/reset-password/ (docs/accounts-api.md).

export const RESET_PASSWORD_PATH = '/omnis/v3/dashboard/secure/reset-password/';


export type ResetField = 'email' | 'password' | 'confirmation';

export const RESET_FIELD_OF: Record<string, ResetField> = { email: 'email', password: 'password', password_confirmation: 'confirmation' };

/** The repeated password: required, and equal to the first one. */
export function confirmationRules(password: string): readonly Rule[] {
  return [required, defineRule('confirmed', messages.passwordConfirmation, (value) => value === password)];
}

export function resetPasswordRequest(token: string, values: Record<ResetField, string>) {
  return { token, email: values.email.trim(), password: values.password, password_confirmation: values.confirmation };
}
