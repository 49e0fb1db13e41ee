import type { AstroCookies } from 'astro';
import { geographyOf, GEO_COUNTRY_COOKIE, type Geography } from '../../lib/geography.ts';

/** Who is looking at a storefront page, as far as rendering cares. */
export interface Visitor {
  loggedIn: boolean;
  /** Internal staff see unpublished pages (spec §6). */
  internal: boolean;
  dashboardAccess: boolean;
  geography: Geography;
}

export const ANONYMOUS_VISITOR: Visitor = { loggedIn: false, internal: false, dashboardAccess: false, geography: 'UK' };

/** The visitor of a request. Sessions arrive with accounts; until then every visitor is anonymous. */
export function visitorFrom(cookies: AstroCookies): Visitor {
  return { ...ANONYMOUS_VISITOR, geography: geographyOf(cookies.get(GEO_COUNTRY_COOKIE)?.value) };
}
