// Issue 3: every block type renders in Chromium, interactive ones work, every theme renders.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { storeUrl } from '../support/e2e.ts';
import { THEME_NAMES } from '../../themes/index.ts';
import { BLOCK_TYPES } from '../../blocks/schemas.ts';

const PAGE = '/all-blocks/';
const RENDERED_TYPES = Object.keys(BLOCK_TYPES).filter((type) => type !== '_shadow_');

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('every block type is on /all-blocks/ and visible', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(storeUrl('demo', PAGE));
  for (const type of RENDERED_TYPES) {
    const block = page.locator(`[data-block-type="${type}"]`).first();
    await expect(block, type).toBeAttached();
    // A placeholder is an editor's empty slot: shoppers see nothing of it.
    if (type === 'placeholder') continue;
    await block.scrollIntoViewIfNeeded();
    await expect(block, type).toBeVisible();
    expect((await block.boundingBox())?.height ?? 0, type).toBeGreaterThan(8);
  }
  expect(errors).toEqual([]);
});

test('the slideshow advances on its own and wraps', async ({ page }) => {
  await page.goto(storeUrl('demo', PAGE));
  const slideshow = page.locator('[data-slideshow]').first();
  await slideshow.scrollIntoViewIfNeeded();
  await expect(slideshow).toHaveAttribute('data-enhanced', /.*/);
  await page.mouse.move(1, 1);
  await expect(slideshow).toHaveAttribute('data-slideshow-index', '0');
  // Speed is 5000 ms: the next slide shows within a few seconds more than that.
  await expect(slideshow).toHaveAttribute('data-slideshow-index', '1', { timeout: 8000 });
  const next = slideshow.locator('[data-slideshow-next]');
  await next.click();
  await expect(slideshow).toHaveAttribute('data-slideshow-index', '2');
  await next.click();
  await expect(slideshow).toHaveAttribute('data-slideshow-index', '0');
  await slideshow.locator('[data-slideshow-prev]').click();
  await expect(slideshow).toHaveAttribute('data-slideshow-index', '2');
});

test('an expandable toggles on click', async ({ page }) => {
  await page.goto(storeUrl('demo', PAGE));
  const details = page.locator('[data-block-type="expandable"] details').first();
  await details.scrollIntoViewIfNeeded();
  await expect(details).not.toHaveAttribute('open');
  await details.locator('summary').click();
  await expect(details).toHaveAttribute('open', '');
  await expect(details.getByText('It opens and closes without a script.')).toBeVisible();
  await details.locator('summary').click();
  await expect(details).not.toHaveAttribute('open');
});

test('the YouTube block asks YouTube for nothing until played', async ({ page }) => {
  const hosts = new Set<string>();
  page.on('request', (request) => hosts.add(new URL(request.url()).hostname));
  await page.goto(storeUrl('demo', PAGE));
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  expect([...hosts].filter((host) => !host.endsWith('localhost'))).toEqual([]);
});

test.describe('themes', () => {
  test.skip(({ isMobile }) => isMobile, 'one width is enough to prove a theme renders');
  for (const theme of THEME_NAMES) {
    test(`/all-blocks/ renders in the ${theme} theme without console errors`, async ({ page }) => {
      const errors = collectErrors(page);
      const response = await page.goto(storeUrl('demo', `${PAGE}?preview-theme=${theme}`));
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 700) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      // One picture per theme, kept in test-results/themes/ as the test artifact to look at.
      await page.screenshot({ path: path.resolve('test-results/themes', `${theme}.jpg`), fullPage: true, type: 'jpeg', quality: 55 });
      expect(errors).toEqual([]);
    });
  }
});

test('an unknown theme preview is a 400 page, not a 500', async ({ page }) => {
  const response = await page.goto(storeUrl('demo', `${PAGE}?preview-theme=no-such-theme`));
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('heading', { name: 'Unknown theme' })).toBeVisible();
});
