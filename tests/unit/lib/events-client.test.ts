// The event client — queued, enabled 5 s after load, flushed every 30 s and on unload by
// sendBeacon, each call abandoned after 30 s ("Event '{name}' timed out after 30 seconds"),
// nothing for bots.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventClient, type EventClientOptions } from '../../../src/lib/events/event-client.ts';
import { EVENT_TIMINGS, eventTimeoutMessage } from '../../../src/lib/events/timings.ts';
import { isBot } from '../../../src/lib/bots.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

function harness(overrides: Partial<EventClientOptions> = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  const beacons: { url: string; body: string }[] = [];
  const errors: string[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response('{}', { status: 202 });
  }) as unknown as typeof globalThis.fetch;
  const client = createEventClient({
    userAgent: BROWSER,
    metadata: () => ({ location: 'https://demo.example/about/', division: { id: 7, name: 'Demo' } }),
    fetch,
    sendBeacon: (url, body) => {
      beacons.push({ url, body });
      return true;
    },
    onError: (error) => errors.push(error.message),
    ...overrides,
  });
  return { client, calls, beacons, errors };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('event client', () => {
  it('sends nothing before it is enabled, then flushes the queue every 30 s without credentials', async () => {
    const { client, calls } = harness();
    client.track('add_to_basket', { productId: 3 });
    await client.flush();
    expect(calls).toHaveLength(0);
    client.enable();
    client.track('favourite', { productId: 4 });
    await vi.advanceTimersByTimeAsync(EVENT_TIMINGS.flushMs - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/event-collector/');
    expect(calls[0]!.init.credentials).toBe('omit');
    const body = JSON.parse(String(calls[0]!.init.body));
    expect(body.map((event: { event: string }) => event.event)).toEqual(['add_to_basket', 'favourite']);
    expect(body[0]).toMatchObject({ payload: { productId: 3 }, metadata: { division: { id: 7, name: 'Demo' } } });
    expect(client.pending).toBe(0);
    // Nothing queued: the next tick sends nothing.
    await vi.advanceTimersByTimeAsync(EVENT_TIMINGS.flushMs);
    expect(calls).toHaveLength(1);
  });

  it('sends what is left by sendBeacon on unload, even before tracking is enabled', () => {
    const { client, beacons, calls } = harness();
    client.track('search', { term: 'tee' });
    client.flushOnUnload();
    expect(calls).toHaveLength(0);
    expect(beacons).toHaveLength(1);
    expect(JSON.parse(beacons[0]!.body)).toEqual([expect.objectContaining({ event: 'search', payload: { term: 'tee' } })]);
    expect(client.pending).toBe(0);
  });

  it('falls back to a keepalive fetch when the beacon is refused', () => {
    const { client, calls } = harness({ sendBeacon: () => false });
    client.track('search');
    client.flushOnUnload();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.init).toMatchObject({ keepalive: true, credentials: 'omit' });
  });

  it('abandons a call after 30 s with "Event \'{name}\' timed out after 30 seconds"', async () => {
    const hanging = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    ) as unknown as typeof fetch;
    const { client, errors } = harness({ fetch: hanging });
    client.enable();
    client.track('checkout_started');
    client.track('checkout_started');
    const flushed = client.flush();
    await vi.advanceTimersByTimeAsync(EVENT_TIMINGS.timeoutMs - 1);
    expect(errors).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await flushed;
    expect(errors).toEqual(["Event 'checkout_started' timed out after 30 seconds"]);
    expect(eventTimeoutMessage('x')).toBe("Event 'x' timed out after 30 seconds");
  });

  it('splits a long queue into calls of at most 50 events', async () => {
    const { client, calls } = harness();
    client.enable();
    for (let index = 0; index < 120; index += 1) client.track('scroll');
    await client.flush();
    expect(calls.map((call) => JSON.parse(String(call.init.body)).length)).toEqual([50, 50, 20]);
  });

  it('queues and sends nothing for a bot', async () => {
    const { client, calls, beacons } = harness({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    client.enable();
    client.track('page_view');
    await vi.advanceTimersByTimeAsync(EVENT_TIMINGS.flushMs);
    client.flushOnUnload();
    expect(calls).toHaveLength(0);
    expect(beacons).toHaveLength(0);
    expect(client.enabled).toBe(false);
  });

  it('stops flushing when stopped', async () => {
    const { client, calls } = harness();
    client.enable();
    client.stop();
    client.track('late');
    await vi.advanceTimersByTimeAsync(EVENT_TIMINGS.flushMs * 2);
    expect(calls).toHaveLength(0);
  });
});

describe('bots', () => {
  it.each([
    ['Mozilla/5.0 (compatible; bingbot/2.0)', true],
    ['Mozilla/5.0 (Linux; Android 6.0.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36 (compatible; Googlebot/2.1)', true],
    ['facebookexternalhit/1.1', true],
    ['curl/8.5.0', true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36', true],
    ['', true],
    [BROWSER, false],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1', false],
  ])('%s → bot %s', (agent, bot) => {
    expect(isBot(agent)).toBe(bot);
  });
});
