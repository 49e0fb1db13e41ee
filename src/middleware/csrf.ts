import { defineMiddleware } from 'astro:middleware';
import { errorResponse } from '../api/respond.ts';
import { ApiError } from '../platform/errors/api-error.ts';
import { constantTimeEqual } from '../platform/security/tokens.ts';
import { XSRF_COOKIE, XSRF_HEADER } from '../lib/xsrf.ts';
import { issueXsrfCookie } from '../api/account-cookies.ts';
import { API_PREFIX } from './tenancy.ts';
import { isSignedCall } from '../api/signed-calls.ts';
import { isFormActionPath, isFormContent } from '../server/commerce/index.ts';
import { isSameHostForm } from '../api/same-host-form.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Unsafe API calls echo the XSRF-TOKEN cookie in the X-XSRF-TOKEN header; a
 * missing or different one is refused before any handler runs, so nothing is written.
 * API responses hand out the cookie when the browser has none and the call did not
 * (pages never do, so they stay free of per-visitor headers; a script asks the API
 * first, see ensureXsrfToken).
 */
export const csrf = defineMiddleware(async (context, next) => {
  const cookie = context.cookies.get(XSRF_COOKIE)?.value;
  const api = context.url.pathname.startsWith(API_PREFIX);
  if (!SAFE_METHODS.has(context.request.method) && api && !isSignedCall(context.url.pathname)) {
    const header = context.request.headers.get(XSRF_HEADER);
    // Plain forms of the basket (no JavaScript) cannot send the header: the browser's own
    // same-origin verdict stands in for it on those few paths (src/server/commerce/basket/form-actions.ts).
    const sameHostForm =
      isFormActionPath(context.url.pathname) && isFormContent(context.request.headers) && isSameHostForm(context.request.headers, context.url.host);
    if (!sameHostForm && (!cookie || !header || !constantTimeEqual(cookie, header))) return errorResponse(new ApiError('csrfMismatch'));
  }
  const response = await next();
  // Astro adds the cookies set here to the response once the middleware chain returns.
  if (api && !context.cookies.get(XSRF_COOKIE)?.value) issueXsrfCookie(context.cookies, context.locals.identity?.secure ?? false);
  return response;
});
