import { GEO_COUNTRY_COOKIE, geographyOf, type Geography } from '../../lib/geography.ts';

/** The visitor facts a shareable page may vary by (policy.ts VARY_DIMENSIONS), read from the Cookie header alone. */
export function visitorFacts(cookieHeader: string | null | undefined): { geography: Geography } {
  return { geography: geographyOf(readCookie(cookieHeader ?? '', GEO_COUNTRY_COOKIE)) };
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
