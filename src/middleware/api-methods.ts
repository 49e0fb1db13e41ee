import { defineMiddleware } from 'astro:middleware';
import { errorResponse } from '../api/respond.ts';
import { ApiError } from '../platform/errors/api-error.ts';
import { API_PREFIX } from './tenancy.ts';

/**
 * An API route asked with a method it does not export: Astro answers an empty 404 and then
 * draws the store's HTML 404 page in its place. An API caller gets the API's JSON 405 instead
 * (every API refusal has one shape; found by tests/reliability/fuzz.test.ts). The app's own
 * 404s always carry a JSON body, so only Astro's bodiless one is replaced. A NUL in an API
 * path is refused here too, before any route puts it in a query.
 */
export const apiMethods = defineMiddleware(async (context, next) => {
  const api = context.url.pathname.startsWith(API_PREFIX);
  // A NUL in a path parameter names nothing, and PostgreSQL refuses it in a query: not found.
  if (api && /%00/.test(context.url.pathname)) return errorResponse(new ApiError('notFound'));
  const response = await next();
  const unhandled = response.status === 404 && response.body === null && !response.headers.has('content-type');
  if (unhandled && api) return errorResponse(new ApiError('methodNotAllowed'));
  return response;
});
