import { ApiRequestError, apiFetch, failureMessage, type ApiFailure } from '../../src/lib/client/api-client.ts';
import { parseRetryAfter } from './retry-after.ts';

// The account calls of docs/accounts-api.md: apiFetch calls whose 429 carries the wait in
// seconds, which login forms show.

export interface AccountFailure extends ApiFailure {
  /** Seconds until another try is accepted (429 only). */
  retryAfterSeconds: number | null;
}

export class AccountRequestError extends ApiRequestError {
  readonly retryAfterSeconds: number | null;
  constructor(failure: AccountFailure) {
    super(failure);
    this.name = 'AccountRequestError';
    this.retryAfterSeconds = failure.retryAfterSeconds;
  }
}

/** POSTs `json` to an account endpoint through apiFetch; a 429 keeps its Retry-After in seconds. */
export async function postAccount<T = unknown>(path: string, json: unknown = {}): Promise<{ status: number; data: T }> {
  try {
    return await apiFetch<T>(path, { method: 'POST', json });
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    const { retryAfter, ...failure } = error.failure;
    throw new AccountRequestError({ ...failure, retryAfterSeconds: failure.status === 429 ? parseRetryAfter(retryAfter) : null });
  }
}

/** The failure of anything thrown by a call, with the spec's generic text for the unexpected. */
export function failureOf(error: unknown): AccountFailure {
  if (error instanceof AccountRequestError) return { ...error.failure, retryAfterSeconds: error.retryAfterSeconds };
  if (error instanceof ApiRequestError) return { ...error.failure, retryAfterSeconds: null };
  return { status: 0, message: failureMessage(500, undefined), retryAfterSeconds: null };
}
