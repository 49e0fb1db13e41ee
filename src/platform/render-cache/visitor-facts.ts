import { GEO_COUNTRY_COOKIE, geographyOf, type Geography } from '../../lib/geography.ts';
import { parseSplitCookie, SPLIT_TEST_COOKIE } from '../../lib/split-tests/cookie.ts';

/** The visitor facts a shareable page may vary by (policy.ts VARY_DIMENSIONS), read from the Cookie header alone. */
export function visitorFacts(cookieHeader: string | null | undefined): { geography: Geography; splitTests: ReadonlyMap<number, number> } {
  return {
    geography: geographyOf(readCookie(cookieHeader ?? '', GEO_COUNTRY_COOKIE)),
    // The split-test step (src/app/split-test-step.ts) has already set this to the visitor's session.
    splitTests: parseSplitCookie(readCookie(cookieHeader ?? '', SPLIT_TEST_COOKIE))?.assignments ?? new Map(),
  };
}

function readCookie(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at === -1 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}
