import { readCookie } from '../cookies.ts';

// At start-up cookie consent is denied by default and granting updates it; the cookie banner is
// hidden for the query cgi value 5 or when its plugin is off. The choice lives in one cookie that
// scripts read (the shell script shows the banner, the pixel loader waits for it), so it is
// not HttpOnly; the server never needs it, and cached pages stay the same for everyone.

/** The cookie holding the visitor's choice. */
export const CONSENT_COOKIE = 'pf_consent';
/** A year, like the other visitor choices (currency). */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** The window event the banner fires when a choice is made (detail: the choice). */
export const CONSENT_EVENT = 'pf:consent';

/** 'all' grants analytics and advertising; 'essential' keeps them denied. */
export const CONSENT_CHOICES = ['all', 'essential'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

/** Until a choice is made, consent is denied. */
export type ConsentState = ConsentChoice | 'denied';

export function consentFromCookie(cookieHeader: string): ConsentState {
  const value = readCookie(cookieHeader, CONSENT_COOKIE);
  return value === 'all' || value === 'essential' ? value : 'denied';
}

/** Third-party tracking may run only once everything was granted. */
export const trackingAllowed = (state: ConsentState): boolean => state === 'all';

/** The banner stays hidden when the query's cgi is 5 (and, server side, when the plugin is off). */
export function bannerSuppressed(search: string): boolean {
  return new URLSearchParams(search).get('cgi') === '5';
}

/** Google's consent mode fields for a state: the "default" call sends denied, the "update" call the choice. */
export function googleConsent(state: ConsentState): Record<'ad_storage' | 'analytics_storage' | 'ad_user_data' | 'ad_personalization', 'granted' | 'denied'> {
  const value = trackingAllowed(state) ? 'granted' : 'denied';
  return { ad_storage: value, analytics_storage: value, ad_user_data: value, ad_personalization: value };
}
