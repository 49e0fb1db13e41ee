// The app's events (add to basket, favourites, studio saves) go through the page's event
// client: queued, sent together with the 30 s flush once tracking is enabled 5 s after load,
// or by sendBeacon when the page is left; never for a bot; a call that hangs is abandoned
// after 30 s with "Event '{name}' timed out after 30 seconds". The clock is driven, the
// collector and the stored rows are real.
import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { openDatabase } from '../../src/platform/db/database.ts';
import { storeUrl } from '../support/e2e.ts';

const PRODUCT = '/product/fjord-lines-t-shirt/';
// Playwright's own user agent says HeadlessChrome, which counts as a bot (bots' events are skipped).
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A user agent of this test's own, to find its stored rows among the other tests'. */
const browserOf = (name: string) => `${BROWSER} (${name}-${Date.now()}-${Math.random().toString(36).slice(2)})`;

/** The stored events sent with `userAgent` (the collector keeps it in the metadata), oldest first, as source:name. */
async function storedEvents(userAgent: string): Promise<string[]> {
  const { db } = await openDatabase(process.env.PRINTFRONT_E2E_DATABASE_URL!);
  try {
    const rows = await db
      .selectFrom('events')
      .select(['name', 'source'])
      .where('metadata_json', 'like', `%${userAgent.slice(-24)}%`)
      .orderBy('id')
      .execute();
    return rows.map((row) => `${row.source}:${row.name}`);
  } finally {
    await db.destroy();
  }
}

const isCollector = (request: Request) => new URL(request.url()).pathname === '/event-collector/' && request.method() === 'POST';
const eventsIn = (request: Request): { event: string; payload: Record<string, unknown> }[] => {
  const body = JSON.parse(request.postData() ?? '[]') as unknown;
  return Array.isArray(body) ? body : [body as { event: string; payload: Record<string, unknown> }];
};

/** Adds one M of the product to the basket, as a shopper would. */
async function addToBasket(page: Page): Promise<void> {
  await page.goto(storeUrl('demo', PRODUCT));
  await page.locator('form.add-to-basket').getByLabel('M', { exact: true }).check();
  await page.locator('form.add-to-basket').getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.locator('[data-add-status]')).toContainText('Added to your basket');
}

const START = new Date('2026-12-07T09:00:00Z').getTime();

/** A page whose clock stands still: no timer fires unless the test runs the clock. */
async function shopper(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.clock.install({ time: START });
  await page.clock.pauseAt(START + 1_000);
  return page;
}

test('an add to basket and a heart are sent together with the 30 s flush, and stored', async ({ browser }) => {
  const userAgent = browserOf('flush');
  const context = await browser.newContext({ userAgent });
  const page = await shopper(context);
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (isCollector(request)) sent.push(request);
  });
  await addToBasket(page);
  const heart = page.locator('.favourite form[data-favourite-form] button').first();
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // Tracking is enabled 5 s after load (the page view goes then); the app's events wait for the flush.
  await page.clock.runFor(5_000);
  await expect.poll(() => sent.flatMap(eventsIn).map((event) => event.event)).toEqual(['page_view']);
  const flush = page.waitForRequest((request) => isCollector(request) && eventsIn(request).some((event) => event.event === 'add_to_basket'));
  // Enabled about 5 s after load, the first flush comes 30 s later: not before.
  await page.clock.runFor(24_000);
  expect(sent).toHaveLength(1);
  await page.clock.runFor(10_000);
  const batch = await flush;
  expect((await batch.response())?.status()).toBe(202);
  expect(batch.headers().cookie).toBeUndefined();
  const events = eventsIn(batch);
  expect(events.map((event) => event.event)).toEqual(['add_to_basket', 'favourite']);
  expect(events[0]!.payload).toEqual({ product: 'fjord-lines-t-shirt', quantity: 1 });
  expect(events[1]!.payload).toMatchObject({ kept: true, productId: expect.any(Number) });
  await context.close();
  await expect.poll(() => storedEvents(userAgent)).toEqual(['collector:page_view', 'collector:add_to_basket', 'collector:favourite']);
});

test('a visitor who leaves before the flush sends what is queued by sendBeacon', async ({ browser }) => {
  const userAgent = browserOf('beacon');
  const context = await browser.newContext({ userAgent });
  const page = await shopper(context);
  await addToBasket(page);
  // Nothing sent yet: tracking is not even enabled (the clock stands still).
  expect(await storedEvents(userAgent)).toEqual([]);
  // The page is left. (The headless browser drops beacons of a page it navigates away from, so
  // the page's own pagehide is dispatched while it still lives; the listeners are the same.)
  await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pagehide')));
  // The product page's view and the add to basket, both by sendBeacon (two calls, in either order).
  await expect.poll(async () => (await storedEvents(userAgent)).sort()).toEqual(['collector:add_to_basket', 'collector:page_view']);
  await context.close();
});

test('a bot sends no app event', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await shopper(context);
  expect(await page.evaluate(() => navigator.userAgent)).toContain('HeadlessChrome');
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (isCollector(request)) sent.push(request);
  });
  await addToBasket(page);
  await page.clock.runFor(65_000);
  await page.goto(storeUrl('demo', '/about/'));
  expect(sent).toEqual([]);
  await context.close();
});

test('a flush that hangs is abandoned after 30 s with "Event \'add_to_basket\' timed out after 30 seconds"', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: BROWSER });
  const page = await shopper(context);
  const warnings: string[] = [];
  page.on('console', (message) => warnings.push(message.text()));
  await addToBasket(page);
  // The collector never answers this page's flush.
  let held = false;
  await page.route('**/event-collector/', async (route) => {
    if (!eventsIn(route.request()).some((event) => event.event === 'add_to_basket')) return route.continue();
    held = true;
    await new Promise(() => {});
  });
  // A second at a time until the flush is out (enabled about 5 s after load, then 30 s).
  for (let second = 0; second < 45 && !held; second++) await page.clock.runFor(1_000);
  expect(held).toBe(true);
  // It went out within the last few seconds: not abandoned 26 s later, abandoned 31 s later.
  await page.clock.runFor(26_000);
  expect(warnings.filter((text) => text.includes('timed out'))).toEqual([]);
  await page.clock.runFor(5_000);
  await expect.poll(() => warnings.filter((text) => text.includes('timed out'))).toEqual(["Event 'add_to_basket' timed out after 30 seconds"]);
  await context.close();
});

test('a design saved in the studio is tracked as design_saved', async ({ browser }) => {
  const userAgent = browserOf('studio');
  const context = await browser.newContext({ userAgent });
  const page = await context.newPage();
  await page.goto(storeUrl('demo', '/design-your-own-t-shirt/'));
  await page.locator('astro-island:not([ssr])').first().waitFor();
  await page.getByRole('button', { name: 'Add text' }).click();
  await page.getByLabel('Text', { exact: true }).fill('Tracked');
  await page.getByRole('button', { name: 'Save design' }).click();
  const uuid = new URL(await page.getByLabel('Share link').inputValue()).searchParams.get('design');
  expect(uuid).toBeTruthy();
  // Left before the flush: the queue goes by sendBeacon (pagehide dispatched: see above).
  await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pagehide')));
  await expect.poll(async () => (await storedEvents(userAgent)).filter((event) => event.endsWith(':design_saved'))).toEqual(['collector:design_saved']);
  await context.close();
});
