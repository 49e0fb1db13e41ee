// Fonts in the browser: the theme editor offers the whole font library, searchable and grouped
// into display and standard faces, and draws a chosen family in its own face; a storefront page
// reports `webfonts-failed-to-load` when its fonts take over 3 s (the clock is the page's own,
// run forward) or a face fails, and not when they load.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { storeUrl } from '../support/e2e.ts';
import { scaled } from '../support/slowdown.ts';

test('the theme editor offers the font library, searchable and grouped, each font previewed in its own face', async ({ ownerPage: page }) => {
  test.setTimeout(scaled(60_000));
  await page.goto(storeUrl('demo', '/dashboard/store/theme/editor/'));
  await page.locator('astro-island:not([ssr])').first().waitFor();
  await page.locator('details.token-section > summary', { hasText: 'Headings' }).click();
  const picker = page.locator('[data-token="heading1.font"]');
  const select = picker.locator('select');
  // The library has arrived: about 230 families.
  await expect.poll(() => select.locator('option').count()).toBeGreaterThan(200);
  await expect(select.locator('optgroup')).toHaveCount(2);
  await expect(select.locator('optgroup').first()).toHaveAttribute('label', 'Display');

  await picker.getByRole('searchbox', { name: 'Search fonts for Heading 1 font' }).fill('abril');
  const option = select.locator('optgroup[label="Display"] option', { hasText: 'Abril Fatface' });
  await expect(option).toHaveCount(1);
  await expect(select.locator('option')).toHaveCount(2); // the match, and the current value kept choosable
  await select.selectOption('Abril Fatface');

  const sample = picker.locator('.font-picker-sample');
  await expect(sample).toHaveAttribute('data-font', 'Abril Fatface');
  // The face itself has loaded (from our own origin) and the sample is drawn in it.
  await expect.poll(() => page.evaluate(() => document.fonts.check("24px 'Abril Fatface'"))).toBe(true);
  expect(await sample.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"?Abril Fatface"?,/);
  expect(await option.evaluate((element) => (element as HTMLOptionElement).style.fontFamily)).toMatch(/Abril Fatface/);
  // And the preview frame's stylesheet uses it for headings.
  await expect
    .poll(() =>
      page
        .frameLocator('.theme-editor-preview iframe')
        .locator('html')
        .evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--heading1-font')),
    )
    .toMatch(/^'Abril Fatface'/);
});

/** Opens a storefront page with the page's clock held, noting each `webfonts-failed-to-load` it dispatches. */
async function openWatched(page: Page): Promise<void> {
  // The page's clock stands still but for runFor: the 3 s are the page's own, not the machine's.
  const start = new Date('2026-12-07T10:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.addInitScript(() => {
    const seen: number[] = [];
    Object.assign(window, { fontFailures: seen });
    addEventListener('webfonts-failed-to-load', (event) => seen.push(event instanceof CustomEvent ? performance.now() : -1));
  });
  await page.goto(storeUrl('demo', '/'), { waitUntil: 'domcontentloaded' });
}
/** How many times the page reported failed fonts (each a CustomEvent). */
const failures = (page: Page) => page.evaluate(() => (window as unknown as { fontFailures: number[] }).fontFailures.filter((at) => at >= 0).length);

test('a page whose fonts hang reports webfonts-failed-to-load after 3 s, keeping its fallback fonts', async ({ page }) => {
  // Font requests that never answer.
  await page.route('**/fonts/**', () => undefined);
  await openWatched(page);
  await page.clock.runFor(2_900);
  expect(await failures(page)).toBe(0);
  await page.clock.runFor(200);
  expect(await failures(page)).toBe(1);
  // No face has arrived: the text is drawn in the fallback stack.
  const statuses = await page.evaluate(() => [...document.fonts].map((face) => face.status));
  expect(statuses).toContain('loading');
  expect(statuses).not.toContain('loaded');
  await expect(page.locator('main')).toBeVisible();
});

test('a page whose font fails to load reports it at once', async ({ page }) => {
  // The fonts fail once the page's inline script has armed the watch (by DOMContentLoaded): on a
  // busy machine a quick 404 could otherwise come first, and a failure before the watch is armed
  // is not reported (only fonts still loading at 3 s are).
  let armed!: () => void;
  const watchArmed = new Promise<void>((resolve) => {
    armed = resolve;
  });
  await page.route('**/fonts/**', async (route) => {
    await watchArmed;
    await route.fulfill({ status: 404, body: 'Not found' });
  });
  await openWatched(page);
  armed();
  await expect.poll(() => failures(page)).toBe(1);
});

test('a page whose fonts load reports nothing, even after the timeout', async ({ page }) => {
  await openWatched(page);
  await page.evaluate(() => document.fonts.ready);
  await page.clock.runFor(5_000);
  expect(await failures(page)).toBe(0);
});
