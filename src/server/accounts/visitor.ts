import type { Identity } from '../../lib/identity.ts';
import { isInternal } from '../../lib/identity.ts';
import { geographyOf, type Geography } from '../../lib/geography.ts';
import { NO_SPLIT, visitorSplit, type VisitorSplit } from '../../lib/split-tests/page-split.ts';

/** Who is looking at a storefront page, as far as rendering cares. */
export interface Visitor {
  loggedIn: boolean;
  /** Internal staff see unpublished pages. */
  internal: boolean;
  dashboardAccess: boolean;
  geography: Geography;
  /** Their split-test session and the query (which variation each test shows them). */
  split?: VisitorSplit;
}

export const ANONYMOUS_VISITOR: Visitor = { loggedIn: false, internal: false, dashboardAccess: false, geography: 'UK' };

/** The values of the cookies rendering reads of a visitor (GEO_COUNTRY_COOKIE, SPLIT_TEST_COOKIE), when sent. */
export interface VisitorCookies {
  geoCountry: string | undefined;
  splitTest: string | undefined;
}

/** The visitor of a request, from its identity (see src/middleware/identity.ts) and its geo and split-test cookies. */
export function visitorFrom(cookies: VisitorCookies, identity?: Identity, divisionId?: number, url?: URL): Visitor {
  const geography = geographyOf(cookies.geoCountry);
  const split = url ? visitorSplit(cookies.splitTest, url) : NO_SPLIT;
  if (!identity?.user) return { ...ANONYMOUS_VISITOR, geography, split };
  const internal = isInternal(identity, divisionId);
  return {
    loggedIn: true,
    internal,
    dashboardAccess: internal || identity.storeRole !== null || identity.user.dashboardAccess,
    geography,
    split,
  };
}

/**
 * The editor's preview (?preview=1) shows unpublished blocks faded and hides
 * the global layout parts; only the store's people and internal staff get it.
 */
export function previewAllowed(url: URL, identity: Identity, divisionId: number): boolean {
  return url.searchParams.get('preview') === '1' && (identity.storeRole !== null || isInternal(identity, divisionId));
}
