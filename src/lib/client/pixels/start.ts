import { CONSENT_EVENT, consentFromCookie, type ConsentState } from '../../consent/consent.ts';
import { PIXELS_ELEMENT_ID, type PixelConfig } from '../../pixels/config.ts';
import { scheduleTracking } from '../../pixels/schedule.ts';

// The pixel loader's entry, sent only to stores with a pixel configured
// (src/components/consent/Pixels.astro). It reads the ids from the page, then waits for
// consent and the tracking timings (./schedule.ts) before it fetches ./load-pixels.ts: a
// visitor who never consents downloads no pixel code and makes no third-party request.

function readConfig(document: Document): PixelConfig | null {
  const element = document.getElementById(PIXELS_ELEMENT_ID);
  try {
    return element?.textContent ? (JSON.parse(element.textContent) as PixelConfig) : null;
  } catch {
    return null;
  }
}

function readConsent(document: Document): ConsentState {
  try {
    return consentFromCookie(document.cookie);
  } catch {
    return 'denied';
  }
}

export function startPixels(document: Document): void {
  const config = readConfig(document);
  const win = document.defaultView;
  if (!config || !win) return;
  let consent = readConsent(document);
  scheduleTracking(
    {
      consent: () => consent,
      onConsent: (callback) =>
        win.addEventListener(CONSENT_EVENT, (event) => {
          const before = consent;
          consent = (event as CustomEvent<string>).detail === 'all' ? 'all' : 'essential';
          // Withdrawn through "Cookie settings": tell the pixels and drop their cookies.
          if (before === 'all' && consent !== 'all') void import('./withdraw.ts').then(({ withdrawConsent }) => withdrawConsent(document));
          callback(consent);
        }),
      onLoad: (callback) => (document.readyState === 'complete' ? callback() : win.addEventListener('load', () => callback(), { once: true })),
    },
    {
      setTimeout: (callback, ms) => win.setTimeout(callback, ms),
      // Safari has no requestIdleCallback: there the next tick stands in for idle time.
      whenIdle: (callback, timeout) =>
        typeof win.requestIdleCallback === 'function' ? win.requestIdleCallback(() => callback(), { timeout }) : win.setTimeout(callback, 1),
    },
    () => void import('./load-pixels.ts').then(({ loadPixels }) => loadPixels(document, config, consent)),
  );
}
