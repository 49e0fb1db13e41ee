import { ApiRequestError } from '../../src/lib/client/api-client.ts';

// Sensitive calls (2FA setup, recovery codes, disabling 2FA) answer 423
// passwordConfirmationRequired until the password was confirmed in the last 15 minutes
// (docs/accounts-api.md). The caller asks for the password once, then tries again.

export const PASSWORD_CONFIRMATION_REQUIRED = 'passwordConfirmationRequired';

export function needsPasswordConfirmation(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.failure.status === 423 || error.failure.code === PASSWORD_CONFIRMATION_REQUIRED);
}

export type SensitiveResult<T> = { done: true; value: T } | { done: false };

/**
 * Runs `action`; on a 423 asks `confirm` (the password-confirmation popup) and, if the
 * person confirmed, runs it once more. Cancelling gives `{ done: false }`; every other
 * failure is thrown for the caller to show.
 */
export async function withPasswordConfirmation<T>(action: () => Promise<T>, confirm: () => Promise<boolean>): Promise<SensitiveResult<T>> {
  try {
    return { done: true, value: await action() };
  } catch (error) {
    if (!needsPasswordConfirmation(error)) throw error;
  }
  if (!(await confirm())) return { done: false };
  return { done: true, value: await action() };
}
