import { readCookie } from '../cookies.ts';
import { XSRF_COOKIE, XSRF_HEADER, XSRF_SOURCE_PATH } from '../xsrf.ts';

// The browser side of the API (the shared client): JSON, credentials, and the
// XSRF-TOKEN cookie echoed in the X-XSRF-TOKEN header on unsafe methods. Islands call through
// the call table (./api.ts); the small enhancement scripts use it directly.

export interface ApiFailure {
  status: number;
  message: string;
  code?: string;
  errors?: Record<string, string[]>;
  /** The Retry-After header of a 429, as sent (forms that show a wait read it). */
  retryAfter?: string | null;
  /** A refusal's list of readable problems, when it sends one (a studio design document's). */
  problems?: string[];
}

export class ApiRequestError extends Error {
  readonly failure: ApiFailure;
  constructor(failure: ApiFailure) {
    super(failure.message);
    this.name = 'ApiRequestError';
    this.failure = failure;
  }
}

/** The texts for failures without a message of their own. */
export const GENERIC_ERROR = 'Oops... looks like something went wrong. Please try again.';
export const SERVER_ERROR = 'Oops.. looks like something went wrong';

/** A cookie of this page's, or undefined when it is absent, empty or unreadable (a sandboxed frame). */
function pageCookie(name: string): string | undefined {
  try {
    return readCookie(document.cookie, name) || undefined;
  } catch {
    return undefined;
  }
}

/** Cached pages set no cookies: ask the API once for the XSRF cookie before the first write. */
export async function ensureXsrfToken(): Promise<string | undefined> {
  const existing = pageCookie(XSRF_COOKIE);
  if (existing) return existing;
  await fetch(XSRF_SOURCE_PATH, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  return pageCookie(XSRF_COOKIE);
}

/** A 422 shows its first field message, else the response message. */
export function failureMessage(status: number, body: { message?: string; errors?: Record<string, string[]> } | undefined): string {
  if (status === 422) {
    const first = Object.values(body?.errors ?? {}).find((messages) => messages.length > 0)?.[0];
    if (first) return first;
  }
  if (status >= 500) return body?.message && status !== 500 ? body.message : SERVER_ERROR;
  return body?.message ?? GENERIC_ERROR;
}

export interface ApiRequestInit {
  method?: string;
  /** A JSON body. */
  json?: unknown;
  /** A multipart body (files and fields), sent as the browser encodes it. */
  form?: FormData;
  headers?: Record<string, string>;
}

/** The request as the shared client sends it: credentials, accept JSON, a JSON or multipart body, the XSRF header on unsafe methods. */
async function prepare(init: ApiRequestInit): Promise<RequestInit> {
  const method = (init.method ?? (init.json === undefined && init.form === undefined ? 'GET' : 'POST')).toUpperCase();
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  if (!['GET', 'HEAD', 'OPTIONS'].includes(method)) {
    const token = await ensureXsrfToken();
    if (token) headers[XSRF_HEADER] = token;
  }
  return { method, credentials: 'same-origin', headers, body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)) };
}

/** Sends one request as the shared client does and resolves with the response as it came, whatever its status. */
export async function apiRequest(path: string, init: ApiRequestInit = {}): Promise<Response> {
  return fetch(path, await prepare(init));
}

/**
 * Calls the API. Resolves with `{ status, data }` for 2xx (including 202); rejects with
 * an ApiRequestError carrying the spec's message for anything else.
 */
export async function apiFetch<T = unknown>(path: string, init: ApiRequestInit = {}): Promise<{ status: number; data: T }> {
  const request = await prepare(init);
  let response: Response;
  try {
    response = await fetch(path, request);
  } catch {
    throw new ApiRequestError({ status: 0, message: 'cancel' });
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (response.ok) return { status: response.status, data: body as T };
  const failure = body as { message?: string; code?: string; errors?: Record<string, string[]>; problems?: unknown } | undefined;
  const retryAfter = response.status === 429 ? response.headers.get('retry-after') : undefined;
  const problems = Array.isArray(failure?.problems) ? failure.problems.filter((line): line is string => typeof line === 'string') : undefined;
  throw new ApiRequestError({
    status: response.status,
    message: failureMessage(response.status, failure),
    code: failure?.code,
    errors: failure?.errors,
    ...(retryAfter === undefined ? {} : { retryAfter }),
    ...(problems ? { problems } : {}),
  });
}
