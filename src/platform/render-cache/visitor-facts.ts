import { GEO_COUNTRY_COOKIE, geographyOf, type Geography } from '../../lib/geography.ts';
import { parseSplitCookie, SPLIT_TEST_COOKIE } from '../../lib/split-tests/cookie.ts';
import { parseCookies } from '../../lib/cookies.ts';

/** The visitor facts a shareable page may vary by (policy.ts VARY_DIMENSIONS), read from the Cookie header alone. */
export function visitorFacts(cookieHeader: string | null | undefined): { geography: Geography; splitTests: ReadonlyMap<number, number> } {
  const cookies = parseCookies(cookieHeader);
  return {
    geography: geographyOf(cookies[GEO_COUNTRY_COOKIE]),
    // The split-test step (src/app/split-test-step.ts) has already set this to the visitor's session.
    splitTests: parseSplitCookie(cookies[SPLIT_TEST_COOKIE])?.assignments ?? new Map(),
  };
}
