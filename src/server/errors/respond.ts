import { ZodError } from 'zod';
import { ApiError, type FieldErrors } from './api-error.ts';
import { fieldErrors } from '../../lib/validation/index.ts';

// Every API response has one shape: success is the payload object itself (the spec's
// calls return e.g. { items } or { pages, state }); failure is
// { message, code, errors? } with errors only on 422.

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function json(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(data), { status, headers: { ...JSON_HEADERS, ...headers } });
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof ZodError) return ApiError.validation(fieldErrors(error));
  return new ApiError('server', undefined, { cause: error });
}

export function errorResponse(error: unknown): Response {
  const apiError = toApiError(error);
  if (apiError.kind === 'server') console.error('[api] unexpected error', apiError.cause ?? apiError);
  const body: { message: string; code: string; errors?: FieldErrors } = { message: apiError.message, code: apiError.kind };
  if (apiError.fieldErrors) body.errors = apiError.fieldErrors;
  return json(body, apiError.status, apiError.headers);
}
