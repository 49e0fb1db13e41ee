// Tracking is enabled 5 s after load, tag manager idle wait up to 10 s; pixels never before consent.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleTracking, TAG_MANAGER_IDLE_MS, TRACKING_ENABLE_MS } from '../../../src/lib/pixels/schedule.ts';
import type { ConsentState } from '../../../src/lib/consent/consent.ts';

function harness(initial: ConsentState, { idleAfter }: { idleAfter?: number } = {}) {
  let consentListener: ((state: ConsentState) => void) | undefined;
  let loadListener: (() => void) | undefined;
  const load = vi.fn();
  scheduleTracking(
    { consent: () => initial, onConsent: (callback) => (consentListener = callback), onLoad: (callback) => (loadListener = callback) },
    {
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      // An idle callback fires when the browser is idle or at its timeout, whichever is first.
      whenIdle: (callback, timeout) => setTimeout(callback, Math.min(idleAfter ?? timeout, timeout)),
    },
    load,
  );
  return { load, pageLoaded: () => loadListener!(), choose: (state: ConsentState) => consentListener!(state) };
}

describe('pixel schedule', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads nothing without consent, however long the page stays open', () => {
    const page = harness('denied', { idleAfter: 0 });
    page.pageLoaded();
    vi.advanceTimersByTime(60_000);
    expect(page.load).not.toHaveBeenCalled();
    page.choose('essential');
    vi.advanceTimersByTime(60_000);
    expect(page.load).not.toHaveBeenCalled();
  });

  it('with consent already given, loads 5 s after load once the browser is idle', () => {
    const page = harness('all', { idleAfter: 200 });
    vi.advanceTimersByTime(30_000);
    expect(page.load, 'nothing before the load event').not.toHaveBeenCalled();
    page.pageLoaded();
    vi.advanceTimersByTime(TRACKING_ENABLE_MS + 199);
    expect(page.load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(page.load).toHaveBeenCalledTimes(1);
  });

  it('waits at most 10 s for idle time', () => {
    const page = harness('all', { idleAfter: Number.POSITIVE_INFINITY });
    page.pageLoaded();
    vi.advanceTimersByTime(TRACKING_ENABLE_MS + TAG_MANAGER_IDLE_MS - 1);
    expect(page.load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(page.load).toHaveBeenCalledTimes(1);
  });

  it('consent given early waits for the 5 s; given late loads at the next idle moment, once', () => {
    const early = harness('denied', { idleAfter: 0 });
    early.pageLoaded();
    early.choose('all');
    vi.advanceTimersByTime(TRACKING_ENABLE_MS - 1);
    expect(early.load).not.toHaveBeenCalled();
    // A zero-delay timer runs on the next millisecond (as browsers clamp it).
    vi.advanceTimersByTime(2);
    expect(early.load).toHaveBeenCalledTimes(1);

    const late = harness('denied', { idleAfter: 0 });
    late.pageLoaded();
    vi.advanceTimersByTime(20_000);
    late.choose('all');
    vi.advanceTimersByTime(1);
    expect(late.load).toHaveBeenCalledTimes(1);
    late.choose('all');
    vi.advanceTimersByTime(20_000);
    expect(late.load).toHaveBeenCalledTimes(1);
  });
});
