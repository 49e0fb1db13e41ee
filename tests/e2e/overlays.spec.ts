// The page's overlays as a shopper meets them: the sidebar drawer open, the subscriber offer
// opening over it (30 s, clock controlled); Escape closes the top one first, then the drawer;
// focus goes back where it was; the page behind does not scroll while either is open, and
// keeps its width when it is unlocked; a page change closes them all.
import { expect, test, type Page } from '@playwright/test';
import { storeUrl } from '../support/e2e.ts';
import { HEADLESS_SHELL } from '../support/browsers.ts';
import { openDatabase } from '../../src/platform/db/database.ts';
import { createStore } from '../../src/server/stores/create-store.ts';
import { insertPage } from '../../src/server/content/pages/pages.ts';
import { starterHomePage } from '../../src/server/accounts/starter-store.ts';

let subdomain = '';

/** A store of this spec's own with the subscriber offer on (no other spec dismisses it here). */
test.beforeAll(async () => {
  const { db } = await openDatabase(process.env.PRINTFRONT_E2E_DATABASE_URL!);
  try {
    subdomain = `overlays-${Date.now().toString(36)}`;
    const store = await createStore(db, { project: { name: subdomain }, subdomain, name: 'Overlay Shop', companyName: 'Overlay Shop', themeName: 'teemill' });
    await insertPage({ db, division: store }, starterHomePage(store.companyName));
    await db.insertInto('plugin_settings').values({ division_id: store.id, code: 'email-subscriber-offer', enabled: 1, settings_json: '{}' }).execute();
  } finally {
    await db.destroy();
  }
});

// Scrollbars as a desktop browser draws them (Playwright's headless Chromium hides them), so
// the lock's compensation for their room is measured.
test.use({ viewport: { width: 420, height: 700 }, launchOptions: { ...HEADLESS_SHELL, ignoreDefaultArgs: ['--hide-scrollbars'] } });

/** Whether the page behind can scroll: the root's overflow as computed. */
const scrollLocked = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow === 'hidden');
/** Whether the page's overlay registry was loaded (an island used it). */
const registryLoaded = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-overlays'));
const contentWidth = (page: Page) => page.locator('#content').evaluate((element) => element.getBoundingClientRect().width);
const drawerOpen = (page: Page) => page.locator('#sidebar').evaluate((element) => element.matches(':popover-open'));

test('Escape closes the popup over the drawer first, then the drawer; focus returns and the page unlocks', async ({ page }) => {
  await page.clock.install();
  await page.goto(storeUrl(subdomain, '/'));
  // A page long enough for a scrollbar, whose room the lock must keep.
  await page.addStyleTag({ content: 'body { min-height: 3000px }' });
  expect(await page.evaluate(() => innerWidth - document.documentElement.clientWidth)).toBeGreaterThan(0);
  const width = await contentWidth(page);
  const burger = page.getByRole('button', { name: 'Open menu' });
  await burger.click();
  const drawer = page.getByRole('complementary', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  expect(await scrollLocked(page)).toBe(true);

  // The offer opens over the open drawer, which stays open under it.
  const search = drawer.getByRole('link', { name: 'Search' });
  await search.focus();
  await page.clock.runFor(31_000);
  const offer = page.getByRole('dialog', { name: 'Join our mailing list' });
  await expect(offer).toBeVisible();
  await expect(offer.getByLabel('First name')).toBeFocused();
  expect(await registryLoaded(page)).toBe(true);
  expect(await drawerOpen(page)).toBe(true);
  // The registry locks the page now, the scrollbar's room kept as padding.
  expect(await scrollLocked(page)).toBe(true);
  expect(await contentWidth(page)).toBe(width);

  // Focus stays inside the popup: Tab past its last control comes back to its first.
  for (let step = 0; step < 6; step += 1) await page.keyboard.press('Tab');
  expect(await offer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(offer).toBeHidden();
  expect(await drawerOpen(page)).toBe(true);
  await expect(search).toBeFocused();
  expect(await scrollLocked(page)).toBe(true);

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(burger).toBeFocused();
  expect(await scrollLocked(page)).toBe(false);
  expect(await contentWidth(page)).toBe(width);
});

test('the drawer alone, on a page with no island: Escape and a click beside it close it, the page behind is locked', async ({ page }) => {
  await page.goto(storeUrl(subdomain, '/'));
  const drawer = page.getByRole('complementary', { name: 'Menu' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(drawer).toBeVisible();
  expect(await scrollLocked(page)).toBe(true);
  expect(await registryLoaded(page)).toBe(false);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  expect(await scrollLocked(page)).toBe(false);

  await page.getByRole('button', { name: 'Shop' }).click();
  await expect(drawer).toBeVisible();
  await page.mouse.click(410, 300);
  await expect(drawer).toBeHidden();
  expect(await scrollLocked(page)).toBe(false);
});

test('a page change closes the drawer and the popup over it', async ({ page }) => {
  await page.clock.install();
  await page.goto(storeUrl(subdomain, '/'));
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.clock.runFor(31_000);
  const offer = page.getByRole('dialog', { name: 'Join our mailing list' });
  await expect(offer).toBeVisible();
  // An in-page navigation (back to an earlier entry of this page's history) closes both.
  await page.evaluate(() => history.pushState({}, '', '#later'));
  await page.evaluate(() => history.back());
  await expect(offer).toBeHidden();
  await expect(page.getByRole('complementary', { name: 'Menu' })).toBeHidden();
  expect(await scrollLocked(page)).toBe(false);

  // Leaving the page closes the drawer, so coming back (from the back/forward cache too) finds it closed.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('complementary', { name: 'Menu' }).getByRole('link', { name: 'Search' }).click();
  await page.waitForURL(/\/search\/$/);
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await drawerOpen(page)).toBe(false);
  expect(await scrollLocked(page)).toBe(false);
});
