import { ApiRequestError, failureMessage, type ApiFailure } from '../../src/lib/client/api-client.ts';
import { callWithStatus, type CallArgs } from '../../src/lib/client/api.ts';
import type { AnswerOf, CallName } from '../../src/schemas/api.ts';
import { parseRetryAfter } from './retry-after.ts';

// The account calls of docs/accounts-api.md (the account.* calls of src/schemas/api.ts), whose
// 429 carries the wait in seconds, which login forms show.

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

/** Makes an account call through the shared client; a 429 keeps its Retry-After in seconds. */
export async function accountCall<N extends CallName>(name: N, ...args: CallArgs<N>): Promise<{ status: number; data: AnswerOf<N> }> {
  try {
    return await callWithStatus(name, ...args);
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
