import { storeEndpoint } from '~/api/endpoint.ts';
import { readPlugins } from '~/server/plugins/plugin-settings.ts';
import { switchableCurrencies } from '~/server/storefront/shell.ts';
import { safeReturnPath } from '~/lib/return-path.ts';

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * GET /omnis/v3/frontend/currency/?code=USD&return=/path — the no-JavaScript way to
 * choose a currency: sets the `currency` cookie (spec §9) and goes back.
 */
export const GET = storeEndpoint(async (scope, { url, cookies, redirect }) => {
  const code = (url.searchParams.get('code') ?? '').toUpperCase();
  const allowed = switchableCurrencies(await readPlugins(scope)).map((currency) => currency.code);
  if (allowed.includes(code)) cookies.set('currency', code, { path: '/', maxAge: ONE_YEAR, sameSite: 'lax' });
  return redirect(safeReturnPath(url.searchParams.get('return')), 303);
});
