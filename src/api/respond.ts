import { ZodError } from 'zod';
import { ApiError, ERROR_KINDS, type ErrorKind, type FieldErrors } from '../platform/errors/api-error.ts';
import { fieldErrors } from '../lib/validation/index.ts';
import { BlockError, type BlockErrorCode } from '../../blocks/errors.ts';
import { InvalidThemeTokensError, UnknownThemeError } from '../../themes/errors.ts';
import { InvalidColourError } from '../lib/colour.ts';
import { MissingUrlError } from '../lib/url-sanitiser.ts';
import { SocialFeedError } from '../server/engagement/index.ts';
import { WebhookSignatureError } from '../server/commerce/index.ts';
import { PageDocumentError } from '../lib/page-document/errors.ts';
import { UnofferedSideError } from '../lib/studio/pricing.ts';

// Every API response has one shape: success is the payload object itself (the spec's
// calls return e.g. { items } or { pages, state }); failure is
// { message, code, errors? } with errors only on 422.

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function json(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(data), { status, headers: { ...JSON_HEADERS, ...headers } });
}

/** Bad input names an unknown type or an incomplete block (422); a registry mistake is ours (500). */
const BLOCK_ERROR_KINDS: Record<BlockErrorCode, ErrorKind> = {
  notRegistered: 'validation',
  noType: 'validation',
  factoryNoSource: 'validation',
  invalidConditions: 'validation',
  noBuilder: 'server',
  conflict: 'server',
};

/**
 * The one mapping from a refusal to its API error. Domain errors of browser-safe code
 * (blocks/, themes/, src/lib/) cannot import ApiError, so they are translated here.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof ZodError) return ApiError.validation(fieldErrors(error));
  if (error instanceof BlockError) return new ApiError(BLOCK_ERROR_KINDS[error.code], error.message, { cause: error });
  if (error instanceof UnknownThemeError) return new ApiError('notFound', error.message, { cause: error });
  if (error instanceof InvalidThemeTokensError) {
    const fields: FieldErrors = {};
    for (const issue of error.issues) {
      const field = issue.token || 'theme';
      const list = fields[field] ?? [];
      list.push(issue.message);
      fields[field] = list;
    }
    return ApiError.validation(fields);
  }
  if (error instanceof InvalidColourError || error instanceof MissingUrlError || error instanceof UnofferedSideError)
    return new ApiError('validation', error.message, { cause: error });
  // An edit naming a block the page does not have is a 404; any other refused edit is invalid input.
  if (error instanceof PageDocumentError) return new ApiError(error.code === 'notFound' ? 'notFound' : 'validation', error.message, { cause: error });
  if (error instanceof SocialFeedError) return new ApiError('upstream', undefined, { cause: error });
  // A forged or stale provider webhook: refused as the sender's fault, nothing changes.
  if (error instanceof WebhookSignatureError) return new ApiError('badRequest', error.message, { cause: error });
  // A ThemeCycleError (a registry mistake) and anything unexpected are server faults.
  return new ApiError('server', undefined, { cause: error });
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
