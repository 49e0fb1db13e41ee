import { ApiRequestError, ensureXsrfToken, failureMessage, XSRF_HEADER, type ApiFailure } from '../../src/lib/api-client.ts';
import { parseRetryAfter } from './retry-after.ts';

// The account calls of docs/accounts-api.md, sent like apiFetch (JSON, credentials,
// X-XSRF-TOKEN) but keeping the Retry-After of a 429, which login forms show.

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

interface ErrorBody {
  message?: string;
  code?: string;
  errors?: Record<string, string[]>;
}

/** POSTs `json` to an account endpoint. 2xx (202 included) resolves; anything else throws. */
export async function postAccount<T = unknown>(path: string, json: unknown = {}): Promise<{ status: number; data: T }> {
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json' };
  const token = await ensureXsrfToken().catch(() => undefined);
  if (token) headers[XSRF_HEADER] = token;
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', credentials: 'same-origin', headers, body: JSON.stringify(json) });
  } catch {
    throw new AccountRequestError({ status: 0, message: 'cancel', retryAfterSeconds: null });
  }
  const body = await response
    .text()
    .then((text) => (text ? (JSON.parse(text) as unknown) : undefined))
    .catch(() => undefined);
  if (response.ok) return { status: response.status, data: body as T };
  const failure = body as ErrorBody | undefined;
  throw new AccountRequestError({
    status: response.status,
    message: failureMessage(response.status, failure),
    code: failure?.code,
    errors: failure?.errors,
    retryAfterSeconds: response.status === 429 ? parseRetryAfter(response.headers.get('retry-after')) : null,
  });
}

/** The failure of anything thrown by a call, with the spec's generic text for the unexpected. */
export function failureOf(error: unknown): AccountFailure {
  if (error instanceof AccountRequestError) return { ...error.failure, retryAfterSeconds: error.retryAfterSeconds };
  if (error instanceof ApiRequestError) return { ...error.failure, retryAfterSeconds: null };
  return { status: 0, message: failureMessage(500, undefined), retryAfterSeconds: null };
}
