// The demo journey's theme and menu steps. A store owner applies a theme
// from the gallery, adjusts it in the theme editor (previewed live, undo/redo) and adds a menu
// entry; a new visitor's browser sees each change on the storefront.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axe } from '../support/axe.ts';
import { storeUrl } from '../support/e2e.ts';
import { openDatabase } from '../../src/platform/db/database.ts';
import { signUp } from '../../src/server/accounts/sign-up.ts';
import { PRO_PRIMARY_COLOR } from '../../themes/pro-variant.ts';
import { scaled } from '../support/slowdown.ts';

/** A verified, licence-signed owner with a store of their own (the demo stores are shared by every spec). */
async function newOwner(): Promise<{ email: string; password: string; subdomain: string }> {
  const stamp = `${Date.now().toString(36)}${process.pid}`;
  const owner = { email: `theme-${stamp}@example.com`, password: 'theme pass phrase 42' };
  const { db } = await openDatabase(process.env.PRINTFRONT_E2E_DATABASE_URL!);
  try {
    const { user, store } = await signUp(db, {
      ...owner,
      firstName: 'Thea',
      lastName: 'Owner',
      should_have_store: true,
      dashboard_access: true,
      clientIp: `198.51.100.${1 + Math.floor(Math.random() * 250)}`,
    });
    const time = new Date().toISOString();
    await db.updateTable('users').set({ verified_at: time, eula_signed_at: time }).where('id', '=', user.id).execute();
    // Its visitors see the store only once staff approve it: approved here as staff would.
    await db.updateTable('approval_items').set({ approved: 1, reviewed_at: time }).where('division_id', '=', store!.id).execute();
    return { ...owner, subdomain: store!.subdomain };
  } finally {
    await db.destroy();
  }
}

/** axe's WCAG 2 AA findings on the dashboard screen itself (the previews are storefront pages, audited elsewhere). */
async function violations(page: Page): Promise<string[]> {
  const results = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).exclude('iframe').analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

/** A custom property of the page's root, as the browser computed it. */
const rootProperty = (page: Page, name: string) =>
  page.evaluate((property) => getComputedStyle(document.documentElement).getPropertyValue(property).trim(), name);

test('the owner restyles the store and edits its menu, and the storefront follows', async ({ browser, signedInPage }) => {
  test.setTimeout(scaled(60_000));
  const owner = await newOwner();
  const visitor = await (await browser.newContext()).newPage();

  const page = await signedInPage(owner, { subdomain: owner.subdomain });
  await page.goto(storeUrl(owner.subdomain, '/dashboard/store/theme/'));
  await page.locator('astro-island:not([ssr])').first().waitFor();

  // The gallery: real previews of this store's home page, one per named theme.
  const punch = page.locator('[data-theme="punch"]');
  await expect(punch.locator('iframe')).toHaveAttribute('src', '/?preview-theme=punch');
  await expect(page.frameLocator('[data-theme="naked"] iframe').locator('header').first()).toBeAttached();
  expect.soft(await violations(page), 'theme selector').toEqual([]);
  // The pro variant is previewed by restyling the card's own preview in place.
  await punch.getByLabel('Pro variant').check();
  await expect
    .poll(() =>
      page
        .frameLocator('[data-theme="punch"] iframe')
        .locator('html')
        .evaluate((html) => getComputedStyle(html).getPropertyValue('--primary-color').trim()),
    )
    .toBe(PRO_PRIMARY_COLOR);
  await punch.getByLabel('Pro variant').uncheck();
  await punch.getByRole('button', { name: 'Apply Punch' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Punch is now your store’s theme.' })).toBeVisible();
  await expect(punch).toHaveAttribute('aria-current', 'true');
  await visitor.goto(storeUrl(owner.subdomain, '/'));
  expect(await rootProperty(visitor, '--primary-color')).toBe('#d7002a');

  // The theme editor: a change restyles the preview in place, undo and redo, then save.
  await page.goto(storeUrl(owner.subdomain, '/dashboard/store/theme/editor/'));
  await page.locator('astro-island:not([ssr])').first().waitFor();
  const preview = page.frameLocator('.theme-editor-preview iframe');
  await preview.locator('body').waitFor();
  expect.soft(await violations(page), 'theme editor').toEqual([]);
  await page.locator('summary', { hasText: /^Page$/ }).click();
  const background = page.locator('#token-page-background');
  const original = await background.inputValue();
  await background.fill('#fff8e7');
  await expect.poll(() => preview.locator('html').evaluate((html) => getComputedStyle(html).getPropertyValue('--page-background').trim())).toBe('#fff8e7');
  await page.locator('.theme-editor-bar h1').click();
  await page.keyboard.press('Control+z');
  await expect(background).toHaveValue(original);
  await page.keyboard.press('Control+Shift+z');
  await expect(background).toHaveValue('#fff8e7');
  await page.getByRole('button', { name: 'Save theme' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Theme saved.' })).toBeVisible();
  await visitor.reload();
  expect(await rootProperty(visitor, '--page-background')).toBe('#fff8e7');
  expect(await rootProperty(visitor, '--primary-color')).toBe('#d7002a');

  // Back in the gallery, applying another theme asks before replacing the owner's own.
  await page.goto(storeUrl(owner.subdomain, '/dashboard/store/theme/'));
  await page.locator('astro-island:not([ssr])').first().waitFor();
  await page.locator('[data-theme="naked"]').getByRole('button', { name: 'Apply Naked' }).click();
  const ask = page.getByRole('dialog', { name: 'Replace your theme' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await visitor.reload();
  expect(await rootProperty(visitor, '--page-background')).toBe('#fff8e7');

  // The menu editor: add an entry, see it in the preview, save, and the storefront shows it.
  await page.goto(storeUrl(owner.subdomain, '/dashboard/store/menu/'));
  await page.locator('astro-island:not([ssr])').first().waitFor();
  await page.getByRole('button', { name: 'Add an entry' }).click();
  await page.getByLabel('Entry text').last().fill('Summer sale');
  await expect(page.frameLocator('.menu-preview iframe').locator('nav.desktop-menu')).toContainText('Summer sale');
  expect.soft(await violations(page), 'menu editor').toEqual([]);
  // The keyboard path: a second entry moved above the first with its Move up button.
  await page.getByRole('button', { name: 'Add an entry' }).click();
  await page.getByLabel('Entry text').last().fill('Gift cards');
  await page.getByRole('button', { name: 'Move entry Gift cards up' }).click();
  const previewMenu = page.frameLocator('.menu-preview iframe');
  await expect(previewMenu.locator('nav.desktop-menu .entry-link').first()).toHaveText('Gift cards');
  // Drag and drop's own keyboard path: pick the handle up with Space, move with the arrows, drop.
  await page.getByRole('button', { name: 'Drag entry Summer sale' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await expect(previewMenu.locator('nav.desktop-menu .entry-link')).toHaveText(['Summer sale', 'Gift cards']);
  await page.getByRole('button', { name: 'Mobile' }).click();
  await expect(previewMenu.locator('#sidebar nav.drill')).toBeVisible();
  await expect(previewMenu.locator('#sidebar nav.drill')).toContainText('Summer sale');
  await page.getByRole('button', { name: 'Save menu' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Menu saved.' })).toBeVisible();
  await visitor.reload();
  await expect(visitor.locator('nav.desktop-menu .entry-link')).toHaveText(['Summer sale', 'Gift cards']);
});
