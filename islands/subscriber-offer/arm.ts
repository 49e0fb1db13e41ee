import { armSubscriberOffer, EMAIL_ARRIVAL_KEY, SITE_ARRIVAL_KEY } from '../../src/lib/subscriber-offer/rules.ts';

// The subscriber offer's script on a page (a few hundred bytes): the rules of
// src/lib/subscriber-offer/rules.ts on this page's clock, cookies and sessionStorage. Only
// when the offer opens does it fetch the popup (React and its styles, ./mount.tsx).
// Part N's notifications mark themselves with [data-notification] while on screen.

function stored(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, sandboxed frame): the 30 s count from each page.
  }
}

function cookies(): string {
  try {
    return document.cookie;
  } catch {
    // A sandboxed frame: treat as subscribed, so nothing opens there.
    return 'subscribed=unreadable';
  }
}

export function armOffer(): void {
  armSubscriberOffer(
    {
      now: () => Date.now(),
      arrival: () => {
        const value = Number(stored(SITE_ARRIVAL_KEY));
        return Number.isFinite(value) && value > 0 ? value : null;
      },
      recordArrival: (at) => store(SITE_ARRIVAL_KEY, String(at)),
      fromEmail: () => stored(EMAIL_ARRIVAL_KEY) === '1',
      recordFromEmail: () => store(EMAIL_ARRIVAL_KEY, '1'),
      search: location.search,
      cookies,
      notificationShowing: () => document.querySelector('[data-notification]:not([hidden])') !== null,
      setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    },
    () => void import('./mount.tsx').then(({ openSubscriberOffer }) => openSubscriberOffer()),
  );
}
