import { googleConsent, type ConsentState } from '../../consent/consent.ts';
import type { PixelConfig } from '../../pixels/config.ts';
import type { PixelQueue } from './globals.ts';

// Puts each configured pixel on the page: the vendors' own loading snippets, written as
// code here (the content security policy allows no inline script) and run only after
// consent (./schedule.ts). Google's consent mode is set to denied first and then updated
// to the visitor's choice (consent is denied by default; granting updates it).

function addScript(document: Document, src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

function loadGoogle(document: Document, win: Window, config: PixelConfig, consent: ConsentState): void {
  const first = config.ga4 ?? config.ads?.id;
  if (!first) return;
  win.dataLayer = win.dataLayer ?? [];
  // gtag queues its arguments object, exactly as Google's snippet does.
  win.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js reads only Arguments objects from the data layer
    win.dataLayer!.push(arguments);
  };
  win.gtag('consent', 'default', googleConsent('denied'));
  win.gtag('consent', 'update', googleConsent(consent));
  win.gtag('js', new Date());
  if (config.ga4) win.gtag('config', config.ga4);
  if (config.ads) win.gtag('config', config.ads.id);
  addScript(document, `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(first)}`);
}

function loadFacebook(document: Document, win: Window, pixel: string): void {
  // biome-ignore lint/complexity/useArrowFunction: a plain function, as in Facebook's own snippet, for fbevents.js to take over
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue!.push(args);
  } as PixelQueue;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  win.fbq = fbq;
  win._fbq = fbq;
  fbq('consent', 'grant');
  fbq('init', pixel);
  fbq('track', 'PageView');
  addScript(document, 'https://connect.facebook.net/en_US/fbevents.js');
}

function loadPinterest(document: Document, win: Window, pixel: string): void {
  // biome-ignore lint/complexity/useArrowFunction: a plain function, as in Pinterest's own snippet, for core.js to take over
  const pintrk = function (...args: unknown[]) {
    pintrk.queue!.push(args);
  } as PixelQueue;
  pintrk.queue = [];
  pintrk.version = '3.0';
  win.pintrk = pintrk;
  pintrk('load', pixel);
  pintrk('page');
  addScript(document, 'https://s.pinimg.com/ct/core.js');
}

/** Loads every configured pixel once; called by the schedule only when consent is 'all'. */
export function loadPixels(document: Document, config: PixelConfig, consent: ConsentState): void {
  const win = document.defaultView;
  if (!win) return;
  loadGoogle(document, win, config, consent);
  if (config.facebook) loadFacebook(document, win, config.facebook);
  if (config.pinterest) loadPinterest(document, win, config.pinterest);
}
