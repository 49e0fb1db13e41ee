import { defineMiddleware } from 'astro:middleware';
import { API_PREFIX } from './tenancy.ts';
import { AFFILIATE_COOKIE, arriveThroughLink } from '../server/commerce/index.ts';

/**
 * `?aff={code}` on any storefront address is an affiliate's link, like
 * /a/{code}/. The click is counted, the cookie set, and the visitor redirected to the same
 * address without the parameter, so the page itself stays the shared cached one.
 */
export const affiliateLinks = defineMiddleware(async (context, next) => {
  const code = context.url.searchParams.get('aff');
  const scope = context.locals.scope;
  if (code === null || !scope || context.request.method !== 'GET' || context.url.pathname.startsWith(API_PREFIX)) return next();
  const secure = context.locals.identity?.secure ?? context.url.protocol === 'https:';
  const cookie = await arriveThroughLink(scope, code, secure, context.cookies.get(AFFILIATE_COOKIE)?.value);
  if (cookie) context.cookies.set(cookie.name, cookie.value, cookie.options);
  const clean = new URL(context.url);
  clean.searchParams.delete('aff');
  return new Response(null, { status: 302, headers: { location: clean.pathname + clean.search, 'cache-control': 'no-store' } });
});
