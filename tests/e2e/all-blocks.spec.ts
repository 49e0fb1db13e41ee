// Every block type renders in Chromium, interactive ones work, every theme renders. Tests that
// only read the page share one (`visit`, tests/support/shared-page.ts); the slideshow (its clock)
// and the YouTube check (every request of a cold start) get their own.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { storeUrl } from '../support/e2e.ts';
import { test as visit } from '../support/shared-page.ts';
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

// The 48 block types the product specification names (its internal shadow type aside).
const SPEC_BLOCK_TYPES = [
  'placeholder',
  'action',
  'appIcon',
  'badge',
  'badgeProgress',
  'banner',
  'button',
  'carousel',
  'feature',
  'feed',
  'gate',
  'graph',
  'grid',
  'iframe',
  'image',
  'pod',
  'productList',
  'productMockup',
  'quote',
  'row',
  'slide',
  'slideshow',
  'socials',
  'spacer',
  'storeHidden',
  'text',
  'youtube',
  'expandable',
  'proBenefits',
  'remillReturn',
  'newsletterSubscribe',
  'card',
  'announcement',
  'announcementV2',
  'summary',
  'interactions',
  'mailContactForm',
  'priceBreakdown',
  'profitPerMonth',
  'studioSuggestion',
  'affiliateAttribution',
  'affiliateSettings',
  'affiliateStats',
  'taglets',
  'tag',
  'liveChat',
  'customisationCatalog',
  'html',
];

visit('every block type the spec names is registered and on /all-blocks/', async ({ page }) => {
  expect(SPEC_BLOCK_TYPES).toHaveLength(48);
  expect(
    SPEC_BLOCK_TYPES.filter((type) => !Object.hasOwn(BLOCK_TYPES, type)),
    'spec block types not registered',
  ).toEqual([]);
  await page.goto(storeUrl('demo', PAGE));
  for (const type of SPEC_BLOCK_TYPES) await expect(page.locator(`[data-block-type="${type}"]`).first(), type).toBeAttached();
});

// On phones too: a block the phone layout hid or squashed would show here.
visit('every registered block type is on /all-blocks/ and visible', { tag: '@phone' }, async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(storeUrl('demo', PAGE));
  // One look at the laid-out page rather than three round trips per block: the same facts
  // (there, not visibility:hidden, taller than 8px) without a 30 s budget spent on waiting.
  const shown = await page.evaluate(
    (types) =>
      Object.fromEntries(
        types.map((type) => {
          const block = document.querySelector(`[data-block-type="${type}"]`);
          if (!block) return [type, 'missing'];
          if (getComputedStyle(block).visibility === 'hidden') return [type, 'hidden'];
          return [type, block.getBoundingClientRect().height > 8 ? 'shown' : `${block.getBoundingClientRect().height}px tall`];
        }),
      ),
    RENDERED_TYPES,
  );
  // A placeholder is an editor's empty slot: shoppers see nothing of it.
  const expected = Object.fromEntries(RENDERED_TYPES.map((type) => [type, 'shown']));
  // proBenefits draws nothing on a store that is already Pro; the demo store may be.
  const proHidden = shown.proBenefits !== 'missing' && shown.proBenefits !== 'hidden';
  expect({ ...shown, placeholder: shown.placeholder === 'missing' ? 'missing' : 'shown', proBenefits: proHidden ? 'shown' : shown.proBenefits }).toEqual(
    expected,
  );
  expect(errors).toEqual([]);
});

test('the slideshow advances on its own every 5000 ms and wraps', async ({ page }) => {
  // The page's timers run on a clock the test moves, so a busy machine cannot make the
  // slide change early or late as far as the assertions can tell. It stands still from the
  // start: only runFor moves it.
  const start = new Date('2026-01-05T09:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.goto(storeUrl('demo', PAGE));
  const slideshow = page.locator('[data-slideshow]').first();
  await slideshow.scrollIntoViewIfNeeded();
  await expect(slideshow).toHaveAttribute('data-enhanced', /.*/);
  await page.mouse.move(1, 1);
  await expect(slideshow).toHaveAttribute('data-slideshow-index', '0');
  // No page time has passed since the slideshow started: the first change is 5000 ms away, and
  // the next slide's image is fetched 2000 ms before it.
  const nextSlide = slideshow.locator('[data-slideshow-track] > *').nth(1);
  await page.clock.runFor(2999);
  await expect(nextSlide).not.toHaveAttribute('data-slideshow-preloaded');
  await page.clock.runFor(1);
  await expect(nextSlide).toHaveAttribute('data-slideshow-preloaded', '');
  await page.clock.runFor(1999);
  await expect(slideshow).toHaveAttribute('data-slideshow-index', '0');
  await page.clock.runFor(1);
  await expect(slideshow).toHaveAttribute('data-slideshow-index', '1');
  const next = slideshow.locator('[data-slideshow-next]');
  await next.click();
  await expect(slideshow).toHaveAttribute('data-slideshow-index', '2');
  await next.click();
  await expect(slideshow).toHaveAttribute('data-slideshow-index', '0');
  await slideshow.locator('[data-slideshow-prev]').click();
  await expect(slideshow).toHaveAttribute('data-slideshow-index', '2');
});

visit('an expandable toggles on click', async ({ page }) => {
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
  // Everything a visitor who scrolls the whole page would fetch: every image loaded, not "no
  // request for 500 ms", which the page's moving slideshows may never give a loaded machine.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('load');
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
  expect([...hosts].filter((host) => !host.endsWith('localhost'))).toEqual([]);
});

// Desktop only (untagged: see playwright.config.ts): one width is enough to prove a theme renders.
test.describe('themes', () => {
  for (const theme of THEME_NAMES) {
    // A visit that changes nothing: one page for every theme (tests/support/shared-page.ts).
    visit(`/all-blocks/ renders in the ${theme} theme without console errors`, async ({ page }) => {
      // A page of every block, rendered and photographed whole: on a shared CI machine that is
      // more than the default 30 s holds, whatever the test waits on.
      visit.slow();
      const errors = collectErrors(page);
      const response = await page.goto(storeUrl('demo', `${PAGE}?preview-theme=${theme}`));
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      // Lazy images would load as a scroll reached them; ask for all of them now and wait until
      // each has loaded (or failed, which the console reports). That is a fixed point to wait
      // for, unlike scrolling on a timer and then "no request for 500 ms", which a loaded
      // machine reaches too early or not before the timeout.
      await page.evaluate(async () => {
        const images = [...document.images];
        for (const image of images) image.loading = 'eager';
        await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
      });
      // One picture per theme (the first screen: a whole-page picture of every block took
      // seconds per theme), kept in test-results/themes/ as the test artifact to look at.
      // Animations stopped: the picture does not wait on, or catch half of, a slide moving.
      await page.screenshot({ path: path.resolve('test-results/themes', `${theme}.jpg`), type: 'jpeg', quality: 55, animations: 'disabled' });
      expect(errors).toEqual([]);
    });
  }
});

visit('an unknown theme preview is a 400 page, not a 500', async ({ page }) => {
  const response = await page.goto(storeUrl('demo', `${PAGE}?preview-theme=no-such-theme`));
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('heading', { name: 'Unknown theme' })).toBeVisible();
});
