import { parseCookie, stringifySetCookie, type SetCookie } from 'cookie';

// Cookies read and written one way on every side (the front server, the page cache, routes
// and the browser), through the `cookie` package that Astro's own `cookies` is built on.
// A value's URI escapes are decoded; a value whose escapes are malformed is no value at all,
// so the page cache (src/platform/render-cache/visitor-facts.ts) and the rendering read a
// visitor's cookies alike.

/** Decodes a cookie value's URI escapes; undefined (the cookie counts as absent) when they are malformed. */
function decodeValue(raw: string): string | undefined {
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

const asSent = (raw: string) => raw;

/**
 * The cookies of a Cookie header (or of `document.cookie`) by name, values decoded. The first
 * readable value of a name wins; pairs without `=` and unreadable values are skipped.
 */
export function parseCookies(header: string | null | undefined): Record<string, string | undefined> {
  return parseCookie(header ?? '', { decode: decodeValue });
}

/** One cookie's decoded value, or undefined when the header has no readable value for it. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  return parseCookies(header)[name];
}

/** The names of the cookies in a header (or `document.cookie`), each once, whatever their values. */
export function cookieNames(header: string | null | undefined): string[] {
  return Object.keys(parseCookie(header ?? '', { decode: asSent }));
}

/**
 * The Cookie header of a request passed on, with `name` set to `value` and every other cookie
 * kept as it was sent. The pairs are joined as they came: the package's stringifyCookie refuses
 * values browsers do send (with spaces, say), and these are not ours to judge.
 */
export function withCookie(header: string | null | undefined, name: string, value: string): string {
  const cookies = parseCookie(header ?? '', { decode: asSent });
  delete cookies[name];
  return [...Object.entries(cookies), [name, value]].map(([key, raw]) => `${key}=${raw}`).join('; ');
}

export type CookieOptions = Omit<SetCookie, 'name' | 'value'>;

/** A Set-Cookie header line, its value URI-escaped where it needs to be (as Astro's `cookies.set` writes it). */
export function setCookieHeader(name: string, value: string, options: CookieOptions = {}): string {
  return stringifySetCookie({ name, value, ...options });
}
