// The attribution cookie: first-party (no Domain attribute, so it stays on the store's
// own host and no other store reads it), HttpOnly, and carrying when it was set so the
// store's cookie lifetime is enforced on the server too, not only by the browser.

export const AFFILIATE_COOKIE = 'pf_aff';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface AttributionCookie {
  name: string;
  value: string;
  options: { path: string; httpOnly: boolean; sameSite: 'lax'; secure: boolean; maxAge: number };
}

export function attributionCookie(code: string, cookieDays: number, secure: boolean, at = new Date()): AttributionCookie {
  return {
    name: AFFILIATE_COOKIE,
    value: `${code}.${at.getTime()}`,
    options: { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: cookieDays * 24 * 60 * 60 },
  };
}

/** The code in a cookie still within `cookieDays` of being set, else undefined. */
export function readAttribution(value: string | undefined, cookieDays: number, at = new Date()): string | undefined {
  const match = /^([a-z0-9][a-z0-9-]{2,31})\.(\d{1,15})$/.exec(value ?? '');
  if (!match) return undefined;
  const setAt = Number(match[2]);
  const age = at.getTime() - setAt;
  return age >= 0 && age <= cookieDays * DAY_MS ? match[1] : undefined;
}
