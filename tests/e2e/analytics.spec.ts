// A shopper's page view (sent by the inline shell script once tracking is
// enabled 5 s after load — the clock is driven, not waited for) is recorded and shows on
// the owner's analytics page, whose uPlot charts load on that page alone.
import { expect, test } from './fixtures.ts';
import { storeUrl } from '../support/e2e.ts';
import { DEMO_USERS } from '../../src/seed/users.ts';

// Playwright's own user agent says HeadlessChrome, which counts as a bot (bots' events are skipped).
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test('a page view is recorded and shows on the analytics page', async ({ browser, signedInPage }) => {
  const path = '/terms-of-use/';
  const shopper = await browser.newContext({ userAgent: BROWSER });
  const page = await shopper.newPage();
  await page.clock.install();
  await page.goto(storeUrl('demo', path));
  // A content page: no script file, the page view comes from the inline shell script.
  await expect(page.locator('script[src]')).toHaveCount(0);
  const sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/event-collector/');
  await page.clock.runFor(5_000);
  const response = await sent;
  // (A keepalive call's answer body is not readable through the devtools protocol: the
  // status here, what was recorded on the analytics page below.)
  expect(response.status()).toBe(202);
  expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({ event: 'page_view', metadata: { location: storeUrl('demo', path) } });
  await shopper.close();

  const dashboard = await signedInPage(DEMO_USERS.owner, { userAgent: BROWSER });
  const scripts: string[] = [];
  dashboard.on('response', (answer) => {
    if (answer.request().resourceType() === 'script') scripts.push(new URL(answer.url()).pathname);
  });
  await dashboard.goto(storeUrl('demo', '/dashboard/store/analytics/'));
  const row = dashboard.locator(`tr[data-page="${path}"]`);
  await expect(row).toBeVisible();
  expect(Number(await row.locator('td').first().textContent())).toBeGreaterThanOrEqual(1);
  expect(Number(await dashboard.locator('[data-total="visitors"]').textContent())).toBeGreaterThanOrEqual(1);
  // The charts are drawn by uPlot, loaded by this page after its tables.
  await expect(dashboard.locator('[data-chart="visits"] .uplot')).toBeVisible();
  await expect(dashboard.locator('[data-chart="conversion"] .uplot')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
});
