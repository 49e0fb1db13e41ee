// The globals the vendors' pixels keep on the page's window: Google's data layer and gtag,
// Facebook's fbq (and its _fbq alias), Pinterest's pintrk. Declared on Window so the loader
// (./load-pixels.ts) and the consent withdrawal (./withdraw.ts) reach them as typed members.

/** A vendor's queueing function, as its snippet makes it before its script takes over. */
export type PixelQueue = ((...args: unknown[]) => void) & {
  queue?: unknown[];
  callMethod?: (...args: unknown[]) => void;
  loaded?: boolean;
  version?: string;
  push?: unknown;
};

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    fbq?: PixelQueue;
    _fbq?: PixelQueue;
    pintrk?: PixelQueue;
  }
}
