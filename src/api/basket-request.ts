import type { APIContext, APIRoute } from 'astro';
import type { z } from 'zod';
import type { StoreScope } from '../server/stores/index.ts';
import { readJson } from './body.ts';
import { formToObject } from './form-fields.ts';
import { ApiError } from '../platform/errors/api-error.ts';
import { errorResponse, json, toApiError } from './respond.ts';
import { randomToken } from '../platform/security/tokens.ts';
import { basketOwner, VISITOR_COOKIE, type BasketOwner } from '../server/commerce/index.ts';
import type { BasketName } from '../schemas/basket.ts';
import { isFormContent } from '../server/commerce/index.ts';
import { listItems } from '../server/commerce/index.ts';
import { basketCounts } from '../server/commerce/index.ts';
import { formErrorCode } from '../server/commerce/index.ts';
import { safeReturnPath } from '../lib/return-path.ts';

// What the basket routes share: who owns the basket (visitor cookie or customer), JSON or
// form bodies, and one answer — { items } as JSON, or a 303 back to a page for a form.

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Hint cookies for the header of cached pages (read by src/lib/shell-script.ts). A cached
 * page is the same HTML for everyone, so the count cannot be in it; these two numbers,
 * rewritten by every basket call, let the inline script fill it in. They are hints, not
 * the basket: the API stays authoritative, and the basket islands correct them from it.
 */
export const BASKET_HINT_COOKIE = 'pf_basket';
export const FAVOURITES_HINT_COOKIE = 'pf_favourites';

export const isFormPost = (request: Request): boolean => request.method === 'POST' && isFormContent(request.headers);

/** The call's body from JSON or from a form (bracketed names), checked by one schema. */
export async function readBasketBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  if (!isFormContent(request.headers)) return readJson(request, schema);
  const form = await request.formData().catch(() => {
    throw new ApiError('badRequest', 'The form could not be read.');
  });
  return schema.parse(formToObject(form));
}

type RequestParts = Pick<APIContext, 'cookies' | 'url' | 'locals'>;

const secureOf = (context: RequestParts): boolean => context.locals.identity?.secure ?? context.url.protocol === 'https:';

/**
 * Whose baskets this request reads and writes: the signed-in customer's, else the visitor
 * cookie's. `create` (writes) issues the visitor cookie on a first write: a random token,
 * httpOnly, a year; the server keeps only its hash.
 */
export function requestOwner(context: RequestParts, create = false): BasketOwner {
  const userId = context.locals.identity?.user?.id ?? null;
  let token = context.cookies.get(VISITOR_COOKIE)?.value;
  if (token !== undefined && !TOKEN_SHAPE.test(token)) token = undefined;
  if (token === undefined && userId === null && create) {
    token = randomToken(32);
    context.cookies.set(VISITOR_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureOf(context), maxAge: YEAR_SECONDS });
  }
  return basketOwner(token, userId);
}

/** Rewrites the two header hints from the database (after a write, a read or a sign-in). */
export async function setHintCookies(context: RequestParts, scope: StoreScope, owner: BasketOwner): Promise<void> {
  const counts = await basketCounts(scope.db, scope.division.id, owner);
  const options = { path: '/', sameSite: 'lax' as const, secure: secureOf(context), maxAge: YEAR_SECONDS, httpOnly: false };
  context.cookies.set(BASKET_HINT_COOKIE, String(counts.basket), options);
  context.cookies.set(FAVOURITES_HINT_COOKIE, String(counts.favourites), options);
}

/** After a sign-out the customer's baskets are no longer this browser's. */
export function clearHintCookies(context: Pick<APIContext, 'cookies'>): void {
  context.cookies.delete(BASKET_HINT_COOKIE, { path: '/' });
  context.cookies.delete(FAVOURITES_HINT_COOKIE, { path: '/' });
}

/** The page a form goes back to: its own `return` field when safe, else the basket's page. */
export function formReturn(name: BasketName, requested: string | undefined, fallback?: string): string {
  const page = fallback ?? (name === 'main' ? '/basket/' : '/favourites/');
  return safeReturnPath(requested, page);
}

/** The answer of a basket call: the list as JSON, or a 303 to `redirect` for a form. */
export async function basketAnswer(
  context: APIContext,
  scope: StoreScope,
  owner: BasketOwner,
  name: BasketName,
  redirect: string,
  extra: Record<string, unknown> = {},
): Promise<Response> {
  await setHintCookies(context, scope, owner);
  if (isFormPost(context.request)) return new Response(null, { status: 303, headers: { location: redirect, 'cache-control': 'no-store' } });
  const { items } = await listItems(scope, name, owner);
  return json({ items, ...extra });
}

/**
 * A basket route: the store's scope, errors as the API's JSON — or, for a form post, a
 * 303 to the basket (or favourites) page naming what went wrong by a fixed code, so the
 * page shows the message without reflecting anything the request said.
 */
export function basketEndpoint(
  handler: (scope: StoreScope, context: APIContext) => Promise<Response>,
  errorPage: (context: APIContext) => string = () => '/basket/',
): APIRoute {
  return async (context) => {
    try {
      const scope = context.locals.scope;
      if (!scope) throw new ApiError('notFound', 'Store not found');
      return await handler(scope, context);
    } catch (error) {
      if (!isFormPost(context.request)) return errorResponse(error);
      const apiError = toApiError(error);
      if (apiError.status >= 500) return errorResponse(apiError);
      const page = errorPage(context);
      const location = `${page}${page.includes('?') ? '&' : '?'}error=${formErrorCode(apiError.message)}`;
      return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
    }
  };
}

/** Every other method gets the API's JSON answer rather than an HTML page. */
export const methodNotAllowed = () => errorResponse(new ApiError('methodNotAllowed'));
