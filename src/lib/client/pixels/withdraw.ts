import { googleConsent } from '../../consent/consent.ts';
import { cookieNames } from '../../cookies.ts';
import type {} from './globals.ts';

// Consent withdrawn ("Cookie settings", then "Essential cookies only", after "Accept all"):
// the pixel loader (./start.ts) fetches this only then. The pixels already on this page are
// told (Google's consent mode updated to denied, Facebook's consent revoked), and the
// cookies they set on this store's domain are deleted. The next page loads no pixel at all
// (the consent cookie now says essential).

/** First-party cookies set by gtag.js (GA4, Ads), fbevents.js and Pinterest's core.js. */
export const PIXEL_COOKIE = /^(_ga|_gid|_gat|_gcl_|_fbp$|_fbc$|_pin_unauth$|_pinterest_|_epik$|_derived_epik$)/;

/** The host and every parent domain: trackers set their cookies on the widest one they may. */
export function cookieDomains(hostname: string): string[] {
  const labels = hostname.split('.');
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
}

export function withdrawConsent(document: Document): void {
  const win = document.defaultView;
  win?.gtag?.('consent', 'update', googleConsent('essential'));
  win?.fbq?.('consent', 'revoke');
  const names = cookieNames(document.cookie).filter((name) => PIXEL_COOKIE.test(name));
  const expired = 'path=/;max-age=0';
  for (const name of names) {
    document.cookie = `${name}=;${expired}`;
    for (const domain of cookieDomains(document.location.hostname)) document.cookie = `${name}=;${expired};domain=${domain}`;
  }
}
