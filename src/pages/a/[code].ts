import type { APIRoute } from 'astro';
import { AFFILIATE_COOKIE, arriveThroughLink } from '../../server/commerce/index.ts';
import { safeReturnPath } from '../../lib/return-path.ts';

/**
 * /a/{code}/ — an affiliate's link: counts the click, sets the store's
 * attribution cookie and sends the visitor on (to ?to= when it is a path of this store,
 * else the home page). An unknown code still arrives at the store, with no cookie.
 */
export const GET: APIRoute = async ({ params, url, locals, cookies }) => {
  const target = safeReturnPath(url.searchParams.get('to'));
  const headers = { location: target, 'cache-control': 'no-store' };
  if (!locals.scope) return new Response(null, { status: 302, headers });
  const cookie = await arriveThroughLink(
    locals.scope,
    params.code ?? '',
    locals.identity?.secure ?? url.protocol === 'https:',
    cookies.get(AFFILIATE_COOKIE)?.value,
  );
  if (cookie) cookies.set(cookie.name, cookie.value, cookie.options);
  return new Response(null, { status: 302, headers });
};
