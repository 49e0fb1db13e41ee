// The subscriber offer shows after 30 s on the site, unless subscribed or dismissed, a notification shows or the visit came from e-mail.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  armSubscriberOffer,
  arrivedFromEmail,
  dismissedCookie,
  hasSubscribedCookie,
  offerDelay,
  OFFER_DELAY_MS,
  type OfferPage,
} from '../../../src/lib/subscriber-offer/rules.ts';
import { offerFormProblems } from '../../../src/lib/subscriber-offer/form.ts';

/** One browser tab's session: sessionStorage and cookies outlive each page view. */
function session() {
  const storage: { arrival: number | null; fromEmail: boolean } = { arrival: null, fromEmail: false };
  let cookies = '';
  let notification = false;
  const view = (search = ''): OfferPage => ({
    now: () => Date.now(),
    arrival: () => storage.arrival,
    recordArrival: (at) => (storage.arrival = at),
    fromEmail: () => storage.fromEmail,
    recordFromEmail: () => (storage.fromEmail = true),
    search,
    cookies: () => cookies,
    notificationShowing: () => notification,
    setTimeout: (callback, ms) => setTimeout(callback, ms),
  });
  return { view, setCookies: (value: string) => (cookies = value), showNotification: (on: boolean) => (notification = on) };
}

describe('subscriber offer rules', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('opens 30 s after arriving, not before', () => {
    const open = vi.fn();
    expect(armSubscriberOffer(session().view(), open)).toBe(true);
    vi.advanceTimersByTime(OFFER_DELAY_MS - 1);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('counts the 30 s across pages of one visit: a page visit after 30 s opens it at once', () => {
    const tab = session();
    const first = vi.fn();
    armSubscriberOffer(tab.view(), first);
    vi.advanceTimersByTime(20_000);
    // The visitor goes on to another page (the first page's own timer is left to run: it would open its own popup).
    const second = vi.fn();
    armSubscriberOffer(tab.view(), second);
    vi.advanceTimersByTime(9_999);
    expect(second).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(offerDelay(0, 45_000)).toBe(0);
    expect(offerDelay(1000, 0)).toBe(OFFER_DELAY_MS);
  });

  it('never opens for a visitor who subscribed or dismissed it', () => {
    const tab = session();
    tab.setCookies('currency=GBP; subscribed=1');
    const open = vi.fn();
    expect(armSubscriberOffer(tab.view(), open)).toBe(false);
    tab.setCookies('subscribed=dismissed');
    expect(armSubscriberOffer(tab.view(), open)).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(open).not.toHaveBeenCalled();
  });

  it('does not open when the choice was made meanwhile, or while a notification shows', () => {
    const tab = session();
    const open = vi.fn();
    armSubscriberOffer(tab.view(), open);
    tab.showNotification(true);
    vi.advanceTimersByTime(OFFER_DELAY_MS);
    expect(open).not.toHaveBeenCalled();
    // The next page visit, with the notification gone, opens it.
    tab.showNotification(false);
    armSubscriberOffer(tab.view(), open);
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledTimes(1);

    const other = session();
    const openOther = vi.fn();
    armSubscriberOffer(other.view(), openOther);
    other.setCookies('subscribed=1');
    vi.advanceTimersByTime(OFFER_DELAY_MS);
    expect(openOther).not.toHaveBeenCalled();
  });

  it('is not offered to a visit that arrived from the e-mail channel, on any of its pages', () => {
    const tab = session();
    const open = vi.fn();
    expect(armSubscriberOffer(tab.view('?utm_source=news&utm_medium=email'), open)).toBe(false);
    expect(armSubscriberOffer(tab.view(''), open)).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(open).not.toHaveBeenCalled();
    expect(arrivedFromEmail('?channel=Email')).toBe(true);
    expect(arrivedFromEmail('?utm_medium=social')).toBe(false);
  });

  it('keeps a dismissal 30 days and reads either cookie', () => {
    expect(dismissedCookie(false)).toBe('subscribed=dismissed;path=/;max-age=2592000;samesite=lax');
    expect(dismissedCookie(true)).toMatch(/;secure$/);
    expect(hasSubscribedCookie('a=1; subscribed=1')).toBe(true);
    expect(hasSubscribedCookie('notsubscribed=1')).toBe(false);
    expect(hasSubscribedCookie('')).toBe(false);
  });
});

describe('subscriber offer form', () => {
  it('needs a valid email and a first name, with the validation messages', () => {
    expect(offerFormProblems({ email: '', firstName: '' })).toEqual({ email: 'This field is required.', firstName: 'This field is required.' });
    expect(offerFormProblems({ email: 'not-an-address', firstName: 'Ada' })).toEqual({ email: 'Please enter a valid email address.' });
    expect(offerFormProblems({ email: ' ada@example.com ', firstName: '  ' })).toEqual({ firstName: 'This field is required.' });
    expect(offerFormProblems({ email: 'ada@example.com', firstName: 'Ada' })).toEqual({});
  });
});
