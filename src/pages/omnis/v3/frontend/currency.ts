import { storeEndpoint } from '../../../../api/endpoint.ts';
import { readPlugins } from '../../../../server/stores/index.ts';
import { switchableCurrencies } from '../../../../server/stores/index.ts';
import { safeReturnPath } from '../../../../lib/return-path.ts';

const ONE_YEAR = 60 * 60 * 24 * 365;

/** The path of a same-host Referer: where the no-JavaScript form was submitted from. */
function refererPath(referer: string | null, url: URL): string | null {
  if (!referer) return null;
  try {
    const from = new URL(referer);
    return from.host === url.host ? from.pathname + from.search : null;
  } catch {
    return null;
  }
}

/**
 * GET /omnis/v3/frontend/currency/?code=USD[&return=/path] — the no-JavaScript way to
 * choose a currency: sets the `currency` cookie and goes back to the page
 * named by `return`, else the page the form was on.
 */
export const GET = storeEndpoint(async (scope, { url, cookies, redirect, request }) => {
  const code = (url.searchParams.get('code') ?? '').toUpperCase();
  const allowed = switchableCurrencies(await readPlugins(scope)).map((currency) => currency.code);
  if (allowed.includes(code)) cookies.set('currency', code, { path: '/', maxAge: ONE_YEAR, sameSite: 'lax' });
  return redirect(safeReturnPath(url.searchParams.get('return') ?? refererPath(request.headers.get('referer'), url)), 303);
});
