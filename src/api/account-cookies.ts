import type { AstroCookies } from 'astro';
import { config } from '../platform/config/config.ts';
import { SESSION_COOKIE } from '../server/accounts/index.ts';
import { randomToken } from '../platform/security/tokens.ts';
import { XSRF_COOKIE } from '../lib/xsrf.ts';

// The two account cookies, each written here and nowhere else, so their options cannot drift.

/** The session token: out of scripts' reach, kept as long as a session may live. */
export function setSessionCookie(cookies: AstroCookies, token: string, secure: boolean): void {
  cookies.set(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: config.sessionAbsoluteHours * 3600 });
}

export function clearSessionCookie(cookies: AstroCookies): void {
  cookies.delete(SESSION_COOKIE, { path: '/' });
}

/** A fresh XSRF token: scripts read it to echo it in the X-XSRF-TOKEN header. */
export function issueXsrfCookie(cookies: AstroCookies, secure: boolean): void {
  cookies.set(XSRF_COOKIE, randomToken(24), { path: '/', sameSite: 'lax', secure });
}
