import type { AstroCookies } from 'astro';
import { parseCookies } from '../lib/cookies.ts';
import { GEO_COUNTRY_COOKIE } from '../lib/geography.ts';
import { SPLIT_TEST_COOKIE } from '../lib/split-tests/cookie.ts';
import type { VisitorCookies } from '../server/accounts/index.ts';
import { CURRENCY_COOKIE } from '../server/stores/index.ts';

// The visitor's cookies that storefront pages read, handed to the page services as plain values.

/**
 * The geography and split-test cookies, read from the request's Cookie header the way the page
 * cache reads them (src/platform/render-cache/visitor-facts.ts), so that a rendering is kept as
 * the copy for the very facts it was drawn with.
 */
export function visitorCookies(request: Request): VisitorCookies {
  const cookies = parseCookies(request.headers.get('cookie'));
  return { geoCountry: cookies[GEO_COUNTRY_COOKIE], splitTest: cookies[SPLIT_TEST_COOKIE] };
}

/** The currency the visitor chose (the `currency` cookie), if any. */
export function chosenCurrencyCode(cookies: AstroCookies): string | undefined {
  return cookies.get(CURRENCY_COOKIE)?.value;
}
