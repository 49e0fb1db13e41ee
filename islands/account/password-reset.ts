import { defineRule, type Rule } from '../../src/lib/validation/rule.ts';
import { required } from '../../src/lib/validation/rules/presence.ts';
import { messages } from '../../src/lib/validation/messages.ts';

// The password reset form: token, password, password_confirmation (the account.resetPassword call).

export type ResetField = 'password' | 'confirmation';

/** API field → form field; an error about the token (an old link) is shown above the form. */
export const RESET_FIELD_OF: Record<string, ResetField> = { password: 'password', password_confirmation: 'confirmation' };

/** The repeated password: required, and equal to the first one. */
export function confirmationRules(password: string): readonly Rule[] {
  return [required, defineRule('confirmed', messages.passwordConfirmation, (value) => value === password)];
}

export function resetPasswordRequest(token: string, values: Record<ResetField, string>) {
  return { token, password: values.password, password_confirmation: values.confirmation };
}
