import { trackingAllowed, type ConsentState } from '../consent/consent.ts';

// Timings: tracking is enabled 5 s after load; the tag manager waits for idle up to 10 s.
// Pixels load only when three things hold: the page has been loaded for 5 s, the visitor
// granted consent (at any time, before or after), and the browser is idle (or 10 s passed).
// Pure: the clock, the idle callback and the consent source are passed in, so the unit
// tests drive it with fake timers.

export const TRACKING_ENABLE_MS = 5000;
export const TAG_MANAGER_IDLE_MS = 10_000;

export interface TrackingClock {
  setTimeout(callback: () => void, ms: number): unknown;
  /** requestIdleCallback with a timeout; a setTimeout where there is none. */
  whenIdle(callback: () => void, timeoutMs: number): void;
}

export interface TrackingSources {
  /** The consent now (from the cookie). */
  consent(): ConsentState;
  /** Calls back with each later choice (the banner's event). */
  onConsent(callback: (state: ConsentState) => void): void;
  /** Calls back once the page's load event has fired. */
  onLoad(callback: () => void): void;
}

/** Arms the loader; `load` runs at most once, and never without consent. */
export function scheduleTracking(sources: TrackingSources, clock: TrackingClock, load: () => void): void {
  let enabled = false;
  let consent = sources.consent();
  let started = false;
  const maybeStart = () => {
    if (started || !enabled || !trackingAllowed(consent)) return;
    started = true;
    clock.whenIdle(load, TAG_MANAGER_IDLE_MS);
  };
  sources.onConsent((state) => {
    consent = state;
    maybeStart();
  });
  sources.onLoad(() => {
    clock.setTimeout(() => {
      enabled = true;
      maybeStart();
    }, TRACKING_ENABLE_MS);
  });
}
