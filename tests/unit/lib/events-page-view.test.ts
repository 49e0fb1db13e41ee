// The shell script's page view (content pages load no script file, so it is
// part of the inline script): one page_view, sent 5 s after load without credentials, or
// by sendBeacon if the visitor leaves first; never for a bot. Run here in a fake page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHELL_SCRIPT } from '../../../src/lib/shell-script.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

function runPage(userAgent = BROWSER, dataset: Record<string, string> = { storeId: '4', storeName: 'Demo <Store>', currency: 'GBP', env: 'production' }) {
  const listeners = new Map<string, ((event?: unknown) => void)[]>();
  const beacons: { url: string; body: string }[] = [];
  const fetches: { url: string; init: RequestInit }[] = [];
  const document = {
    cookie: 'currency=EUR',
    title: 'About us',
    referrer: 'https://search.example/',
    documentElement: { dataset },
    querySelectorAll: () => [],
    getElementById: () => null,
  };
  const navigator = {
    userAgent,
    sendBeacon: (url: string, body: string) => {
      beacons.push({ url, body });
      return true;
    },
  };
  const fetch = (url: string, init: RequestInit) => {
    fetches.push({ url, init });
    return Promise.resolve(new Response('{}'));
  };
  const addEventListener = (name: string, listener: (event?: unknown) => void) => listeners.set(name, [...(listeners.get(name) ?? []), listener]);
  const fire = (name: string, event?: unknown) => {
    for (const listener of listeners.get(name) ?? []) listener(event);
  };
  // The shell script also registers the service worker through `window` (none here: it stops at once).
  new Function('document', 'navigator', 'location', 'addEventListener', 'fetch', 'setTimeout', 'window', SHELL_SCRIPT)(
    document,
    navigator,
    { href: 'https://demo.example/about/?utm=x' },
    addEventListener,
    fetch,
    setTimeout,
    { navigator },
  );
  return { beacons, fetches, fire };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('shell script page view', () => {
  it('sends one page_view 5 s after load, without credentials, with the environment, location, user agent, currency and store', () => {
    const page = runPage();
    page.fire('load');
    vi.advanceTimersByTime(4999);
    expect(page.fetches).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(page.fetches).toHaveLength(1);
    const { url, init } = page.fetches[0]!;
    expect(url).toBe('/event-collector/');
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', keepalive: true });
    expect(JSON.parse(String(init.body))).toEqual({
      event: 'page_view',
      payload: { title: 'About us', referrer: 'https://search.example/' },
      metadata: {
        environment: 'production',
        location: 'https://demo.example/about/?utm=x',
        userAgent: BROWSER,
        currency: 'EUR',
        division: { id: 4, name: 'Demo <Store>' },
      },
    });
    // Leaving afterwards sends nothing more: one view per navigation.
    page.fire('pagehide');
    expect(page.beacons).toHaveLength(0);
  });

  it('sends it by sendBeacon when the visitor leaves before tracking is enabled, and only once', () => {
    const page = runPage();
    page.fire('load');
    vi.advanceTimersByTime(1000);
    page.fire('pagehide');
    vi.advanceTimersByTime(10_000);
    expect(page.fetches).toHaveLength(0);
    expect(page.beacons).toHaveLength(1);
    expect(JSON.parse(page.beacons[0]!.body)).toMatchObject({ event: 'page_view' });
  });

  it('counts a page restored from the back/forward cache as another view, but not a plain pageshow', () => {
    const page = runPage();
    page.fire('load');
    page.fire('pageshow', { persisted: false });
    vi.advanceTimersByTime(5000);
    page.fire('pagehide');
    expect(page.fetches).toHaveLength(1);
    page.fire('pageshow', { persisted: true });
    vi.advanceTimersByTime(5000);
    expect(page.fetches).toHaveLength(2);
  });

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  ])('sends nothing for a bot: %s', (agent) => {
    const page = runPage(agent);
    page.fire('load');
    vi.advanceTimersByTime(10_000);
    page.fire('pagehide');
    expect(page.fetches).toHaveLength(0);
    expect(page.beacons).toHaveLength(0);
  });

  it('leaves the division out off a store page', () => {
    const page = runPage(BROWSER, {});
    page.fire('load');
    vi.advanceTimersByTime(5000);
    expect(JSON.parse(String(page.fetches[0]!.init.body)).metadata.division).toBeUndefined();
  });
});
