// Lazy chunk load failure in a real browser: the basket island's script cannot be fetched
// (a deploy removed it, say). The page reloads up to 3 times for that failure today, then
// reports it through the event client and shows a gentle message instead of reloading again.
import { expect, test } from '@playwright/test';
import { openDatabase } from '../../src/platform/db/database.ts';
import { storeUrl } from '../support/e2e.ts';

// Playwright's own user agent says HeadlessChrome, which counts as a bot (bots' events are skipped).
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test('a failing island chunk reloads the page 3 times, then is reported and a message shown', async ({ browser }) => {
  // Its own user agent, to find its stored report among the other tests' events.
  const userAgent = `${BROWSER} (chunk-${Date.now()}-${Math.random().toString(36).slice(2)})`;
  const context = await browser.newContext({ userAgent });
  const page = await context.newPage();
  await page.goto(storeUrl('demo', '/basket/'));
  const island = page.locator('astro-island[component-url*="BasketPage"]');
  const componentPath = new URL((await island.getAttribute('component-url'))!, page.url()).pathname;
  // Armed before the island hydrates.
  expect(await island.getAttribute('before-hydration-url')).toBeTruthy();

  // The island's own chunk (and the runtime's retry of it, ?astro-retry=…) fails from now on.
  await page.route(
    (url) => url.pathname === componentPath,
    (route) => route.abort('failed'),
  );
  let loads = 0;
  page.on('load', () => loads++);
  await page.reload();
  await expect(page.locator('[data-chunk-failed]')).toHaveText('Part of this page could not be loaded. Please check your connection and reload the page.', {
    timeout: 30_000,
  });
  // The reload above, then the three the failure made; the fourth failure is not reloaded.
  expect(loads).toBe(4);
  const counts = await page.evaluate(() => Object.entries(localStorage).filter(([key]) => key.startsWith('pf_chunk_reload:')));
  expect(counts.map(([, count]) => count)).toEqual(['3']);
  expect(counts[0]![0]).toContain(componentPath);
  await expect(page.locator('[data-chunk-failed]')).toHaveAttribute('role', 'status');

  // The report goes with the event client's queue: by sendBeacon as the visitor leaves. (The
  // headless browser drops beacons of a page it navigates away from: pagehide is dispatched here.)
  // The page stays open until the report is stored: closing it at once could drop the beacon.
  await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pagehide')));

  const { db } = await openDatabase(process.env.PRINTFRONT_E2E_DATABASE_URL!);
  try {
    const stored = async () =>
      (
        await db
          .selectFrom('events')
          .select(['payload_json'])
          .where('name', '=', 'chunk_load_failed')
          .where('metadata_json', 'like', `%${userAgent.slice(-20)}%`)
          .execute()
      ).map((row) => JSON.parse(row.payload_json).message as string);
    await expect.poll(stored).toEqual([expect.stringContaining(componentPath)]);
  } finally {
    await db.destroy();
    await context.close();
  }
});
