// The image library and popups, as the demo owner: an upload shows its progress (sending,
// then the job making the widths) and its thumbnail joins the grid; the link selection popup
// finds a product of the store and hands back its address.
import path from 'node:path';
import { axe } from '../support/axe.ts';
import { build } from 'esbuild';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { storeUrl } from '../support/e2e.ts';

// axe measures colours as they are drawn: popups fade in for 160 ms, so they are checked without motion.
test.use({ reducedMotion: 'reduce' });

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe's WCAG 2 AA findings, one line each; `within` limits them to a part (the harness page is no real document). */
async function axeFindings(page: Page, within?: string): Promise<string[]> {
  const builder = axe(page).withTags(WCAG_AA);
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

test('an uploaded picture shows its progress, then its thumbnail, and can be deleted', async ({ ownerPage: page }) => {
  await page.goto(storeUrl('demo', '/dashboard/store/images/'));
  await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Images' })).toHaveAttribute('aria-current', 'page');
  await page.locator('astro-island:not([ssr])').first().waitFor();

  const name = `e2e-${Date.now().toString(36)}.png`;
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3f51b5' } })
    .png()
    .toBuffer();
  // Every value the upload's bar takes, to show it moved rather than jumped to the end.
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('progress')) seen.push(Number(bar.value));
    }).observe(document.body, {
      subtree: true,
      attributes: true,
      childList: true,
    });
  });
  await page.getByTestId('media-upload-input').setInputFiles({ name, mimeType: 'image/png', buffer: png });

  const bar = page.getByRole('progressbar', { name: new RegExp(`^${name.replace('.', '\\.')}`) });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAccessibleName(`${name}: Done`, { timeout: 20_000 });
  const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
  expect(
    seen.some((value) => value > 0 && value < 100),
    `intermediate values: ${seen.join(',')}`,
  ).toBe(true);

  const tile = page.locator('li[data-media-id]').filter({ hasText: name });
  const thumbnail = tile.locator('img');
  await expect(thumbnail).toHaveAttribute('src', /^\/media\/[0-9a-f]{16}-\d+\.webp$/);
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);

  // The screen and its preview popup pass axe's WCAG 2 A and AA rules.
  expect(await axeFindings(page)).toEqual([]);
  await tile.getByRole('button', { name: `Preview ${name}` }).click();
  await expect(page.getByRole('dialog', { name: 'Preview' })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Preview' })).toBeHidden();

  await tile.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(tile).toHaveCount(0);
});

/** The real LinkField and ImageField, bundled here and served on the store's own origin (their calls go to the real API). */
async function openFieldHarness(page: Page) {
  const bundle = await build({
    entryPoints: [path.resolve('tests/e2e/fixtures/field-harness.tsx')],
    bundle: true,
    write: false,
    outdir: 'out',
    format: 'esm',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const script = bundle.outputFiles.find((file) => file.path.endsWith('.js'))!.text;
  const style = bundle.outputFiles.find((file) => file.path.endsWith('.css'))?.text ?? '';
  await page.route('**/__field-harness/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><head><style>${style}</style></head><body><div id="root"></div><script type="module">${script.replace(/<\/script/gi, '<\\/script')}</script></body></html>`,
    }),
  );
  await page.goto(storeUrl('demo', '/__field-harness/'));
}

test('the link selection popup finds a product of the store and hands back its address', async ({ ownerPage: page }) => {
  await page.goto(storeUrl('demo', '/dashboard/'));
  await openFieldHarness(page);

  await page.getByRole('button', { name: 'Choose link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a link' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab')).toHaveText(['Product', 'Collection', 'Blog', 'Page', 'Action', 'Custom link', 'Studio']);
  const first = dialog.getByRole('listitem').first().getByRole('button');
  await expect(first).toBeVisible();
  expect(await axeFindings(page, 'dialog[open]')).toEqual([]);
  const title = (await first.locator('span').evaluate((span) => span.firstChild?.textContent ?? '')).trim();
  await dialog.getByRole('searchbox').fill(title.slice(0, 6));
  const match = dialog.getByRole('button', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first();
  await expect(match).toBeVisible();
  await match.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('chosen-link')).toHaveText(/^\/product\/[a-z0-9-]+\/$/);

  // A custom link goes through the URL sanitiser; Escape closes the popup.
  await page.getByRole('button', { name: 'Change link' }).click();
  await dialog.getByRole('tab', { name: 'Custom link' }).click();
  await dialog.getByLabel('Address').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Use this link' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid url.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('chosen-link')).toHaveText(/^\/product\//);
});

test('the image field uploads into the library, chooses the picture and keeps a focal point; the drive file popup keeps files apart', async ({
  ownerPage: page,
}) => {
  await page.goto(storeUrl('demo', '/dashboard/'));
  await openFieldHarness(page);
  await page.getByRole('button', { name: 'Choose image' }).click();
  const library = page.getByRole('dialog', { name: 'Your images' });
  await expect(library).toBeVisible();
  const name = `field-${Date.now().toString(36)}.jpg`;
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#ff9800' } })
    .jpeg()
    .toBuffer();
  await library.getByLabel('Upload images').setInputFiles({ name, mimeType: 'image/jpeg', buffer: jpeg });
  await expect(library.getByRole('progressbar', { name: `${name}: Done` })).toBeVisible({ timeout: 20_000 });
  expect(await axeFindings(page, 'dialog[open]')).toEqual([]);
  await library.getByRole('button', { name: `Choose ${name}` }).click();
  await expect(library).toBeHidden();
  const chosen = () =>
    page
      .getByTestId('chosen-image')
      .textContent()
      .then((text) => JSON.parse(text ?? '{}'));
  const picked = await chosen();
  expect(picked.url).toMatch(/^\/media\/[0-9a-f]{16}-640\.webp$/);
  expect(Object.keys(picked.sizes).map(Number)).toContain(256);

  // The cropper: arrow keys move the focal point and it never leaves 0–1.
  await page.getByRole('button', { name: 'Focal point' }).click();
  const cropper = page.getByRole('dialog', { name: 'Focal point' });
  const slider = cropper.getByRole('slider', { name: 'Focal point' });
  expect(await axeFindings(page, 'dialog[open]')).toEqual([]);
  await slider.focus();
  for (let press = 0; press < 8; press += 1) await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('ArrowUp');
  await cropper.getByRole('button', { name: 'Save focal point' }).click();
  await expect(cropper).toBeHidden();
  expect((await chosen()).focalPoint).toEqual({ x: 1, y: 0.49 });

  // The drive file popup lists files only, and uploads a PDF into them.
  await page.getByRole('button', { name: 'Choose file' }).click();
  const drive = page.getByRole('dialog', { name: 'Your files' });
  await expect(drive).toBeVisible();
  await expect(drive.getByRole('button', { name: `Choose ${name}` })).toHaveCount(0);
  const pdf = `guide-${Date.now().toString(36)}.pdf`;
  await drive.getByLabel('Upload files').setInputFiles({ name: pdf, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await drive.getByRole('button', { name: `Choose ${pdf}` }).click();
  await expect(drive).toBeHidden();
  await expect(page.getByTestId('chosen-file')).toHaveText(/^\/media\/[0-9a-f]{16}\.pdf$/);

  // The product image selector offers the store's product pictures.
  await page.getByRole('button', { name: 'Product image' }).click();
  const products = page.getByRole('dialog', { name: 'Choose a product image' });
  await products
    .getByRole('button', { name: /, image 1$/ })
    .first()
    .click();
  await expect(products).toBeHidden();
  expect((await chosen()).url).not.toBe(picked.url);
  expect((await chosen()).url).toMatch(/^\/media\//);
});

test('correspondence confirmation shows what goes to how many, and sends only when confirmed', async ({ ownerPage: page }) => {
  await page.goto(storeUrl('demo', '/dashboard/'));
  await openFieldHarness(page);
  await page.getByRole('button', { name: 'Send newsletter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send to 1,234 customers?' });
  await expect(dialog).toBeVisible();
  // The message as customers read it, escaped (the markup shows as text).
  await expect(dialog).toContainText('Summer sale <b>now</b> on');
  await expect(dialog).toContainText('20% off everything');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('sent')).toHaveText('0');

  await page.getByRole('button', { name: 'Send newsletter' }).click();
  await dialog.getByRole('button', { name: 'Send to 1,234 customers' }).click();
  await expect(page.getByTestId('sent')).toHaveText('1');
  const notice = page.getByRole('dialog', { name: 'Newsletter sent' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Got it' }).click();
  await expect(notice).toBeHidden();
});

test('the loading popup cannot be dismissed while the work runs, and closes when it ends', async ({ ownerPage: page }) => {
  await page.goto(storeUrl('demo', '/dashboard/'));
  await page.clock.install();
  await openFieldHarness(page);
  await page.getByRole('button', { name: 'Publish' }).click();
  const loading = page.getByRole('dialog', { name: 'Publishing…' });
  await expect(loading).toBeVisible();
  await expect(loading.getByRole('status')).toBeAttached();
  await expect(loading.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.clock.runFor(1000);
  await expect(loading).toBeVisible();
  await page.clock.runFor(1000);
  await expect(loading).toBeHidden();
});
