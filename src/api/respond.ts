import { ApiError, ERROR_KINDS, type FieldErrors } from '../platform/errors/api-error.ts';
import { asApiError } from '../platform/errors/as-api-error.ts';
import { SocialFeedError } from '../server/engagement/index.ts';
import { WebhookSignatureError } from '../server/commerce/index.ts';

// Every API response has one shape: success is the payload object itself (the spec's
// calls return e.g. { items } or { pages, state }); failure is
// { message, code, errors? } with errors only on 422.

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function json(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(data), { status, headers: { ...JSON_HEADERS, ...headers } });
}

/**
 * The one mapping from a refusal to its API error: the areas' own errors here, everything
 * else as asApiError (src/platform/errors/as-api-error.ts) has it.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof SocialFeedError) return new ApiError('upstream', undefined, { cause: error });
  // A forged or stale provider webhook: refused as the sender's fault, nothing changes.
  if (error instanceof WebhookSignatureError) return new ApiError('badRequest', error.message, { cause: error });
  return asApiError(error);
}

export function errorResponse(error: unknown): Response {
  const apiError = toApiError(error);
  const { status } = apiError;
  if (status >= 500) console.error(`[api] ${apiError.kind}`, apiError.cause ?? apiError);
  // A server fault's own words stay in the log: the client gets the catalogue's text.
  const message = status >= 500 ? ERROR_KINDS[apiError.kind].message : apiError.message;
  const body: { message: string; code: string; errors?: FieldErrors } = { message, code: apiError.kind };
  if (apiError.fieldErrors) body.errors = apiError.fieldErrors;
  return json(body, status, apiError.headers);
}
