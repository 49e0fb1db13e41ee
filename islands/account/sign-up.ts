import type { BodyOf } from '../../src/schemas/api.ts';

// The sign-up form's payload (the account.signUp call, docs/accounts-api.md).

export type SignUpField = 'firstName' | 'lastName' | 'email' | 'password' | 'shouldHaveStore';

/** API field names → form fields, for a 422 (should_have_store errors go above the form). */
export const SIGN_UP_FIELD_OF: Record<string, SignUpField> = { firstName: 'firstName', lastName: 'lastName', email: 'email', password: 'password' };

/** "I want a store" asks for a store and, with it, the dashboard to run it from. */
export function signUpRequest(values: Record<SignUpField, string>): BodyOf<'account.signUp'> {
  const wantsStore = values.shouldHaveStore === '1' ? 1 : 0;
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    password: values.password,
    should_have_store: wantsStore,
    dashboard_access: wantsStore,
  };
}
