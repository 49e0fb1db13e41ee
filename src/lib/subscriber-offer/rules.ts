import { readCookie } from '../cookies.ts';

// The subscriber offer: shown after 30 s on the site (or when a page-visit trigger
// fires after 30 s), only if not subscribed/dismissed and no notification showing;
// subscribe sets cookie 'subscribed' for 365 days, dismiss sets it for 30 days; shown when
// the plugin is enabled, the store native, and the visitor did not arrive from the email
// channel. Pure: islands/subscriber-offer/arm.ts wires it to the page.

export const OFFER_DELAY_MS = 30_000;
export const SUBSCRIBED_COOKIE = 'subscribed';
export const SUBSCRIBED_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const DISMISSED_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** sessionStorage keys: when this visit to the site began, and whether it came from an e-mail. */
export const SITE_ARRIVAL_KEY = 'pf_offer_since';
export const EMAIL_ARRIVAL_KEY = 'pf_offer_from_email';

/** A link in one of the store's e-mails carries utm_medium=email (or channel=email). */
export function arrivedFromEmail(search: string): boolean {
  const query = new URLSearchParams(search);
  return [query.get('utm_medium'), query.get('channel')].some((value) => value?.toLowerCase() === 'email');
}

/** Subscribed (365 days) or dismissed (30 days): either way the cookie is there. */
export function hasSubscribedCookie(cookieHeader: string): boolean {
  return Boolean(readCookie(cookieHeader, SUBSCRIBED_COOKIE));
}

/** The cookie a dismissal writes: the same name, a shorter life. */
export function dismissedCookie(secure: boolean): string {
  return `${SUBSCRIBED_COOKIE}=dismissed;path=/;max-age=${DISMISSED_MAX_AGE_SECONDS};samesite=lax${secure ? ';secure' : ''}`;
}

/** How long this page waits: what is left of the 30 s since the visit to the site began. */
export function offerDelay(arrivedAt: number, now: number): number {
  return Math.max(0, OFFER_DELAY_MS - Math.max(0, now - arrivedAt));
}

export interface OfferPage {
  now(): number;
  /** The visit's arrival time, if an earlier page recorded one. */
  arrival(): number | null;
  recordArrival(at: number): void;
  /** Whether this visit came from an e-mail (recorded on its first page). */
  fromEmail(): boolean;
  recordFromEmail(): void;
  search: string;
  cookies(): string;
  /** A notification (part N's) is on screen. */
  notificationShowing(): boolean;
  setTimeout(callback: () => void, ms: number): unknown;
}

/**
 * Arms the offer on one page view (each page view is a page-visit trigger): waits for the
 * rest of the 30 s, then opens it if the visitor has still neither subscribed nor dismissed
 * and no notification is showing. Returns false when this page will not offer it at all.
 */
export function armSubscriberOffer(page: OfferPage, open: () => void): boolean {
  if (arrivedFromEmail(page.search)) page.recordFromEmail();
  if (page.fromEmail() || hasSubscribedCookie(page.cookies())) return false;
  let arrivedAt = page.arrival();
  if (arrivedAt === null) {
    arrivedAt = page.now();
    page.recordArrival(arrivedAt);
  }
  page.setTimeout(
    () => {
      // A choice made in another tab meanwhile, or a notification on screen: not now
      // (the next page visit tries again).
      if (hasSubscribedCookie(page.cookies()) || page.notificationShowing()) return;
      open();
    },
    offerDelay(arrivedAt, page.now()),
  );
  return true;
}
