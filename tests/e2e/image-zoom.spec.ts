// Product pictures in a browser: the gallery's zoom (click, wheel from 1 to 2 in steps of
// 0.1, keys, looking around, leaving resets) without moving anything around it, the
// placeholder giving way to the loaded picture, and a picture that fails to load: the
// `failed` event, and a fallback in its place instead of a broken-image icon.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { storeUrl } from '../support/e2e.ts';

const PRODUCT = storeUrl('demo', '/product/fjord-lines-t-shirt/');

const scaleOf = (button: Locator) => button.getAttribute('data-scale');
/** The point of the picture the zoom keeps in place, in percent, rounded (pointer positions are fractional). */
const originOf = (image: Locator) =>
  image.evaluate((element) =>
    element.style.transformOrigin
      .split(' ')
      .map((part) => Math.round(Number.parseFloat(part)))
      .join(' '),
  );

async function firstPicture(page: Page) {
  await page.goto(PRODUCT);
  const button = page.locator('.gallery .slide button.zoom').first();
  const image = button.locator('img');
  await expect(image).toBeVisible();
  return { button, image };
}

/** One wheel notch over the picture, then the zoom it should have reached. */
async function wheel(page: Page, button: Locator, deltaY: number, expected: string): Promise<void> {
  await page.mouse.wheel(0, deltaY);
  await expect(button).toHaveAttribute('data-scale', expected);
}

test('a click zooms a product picture, the wheel moves the zoom from 1 to 2 in 0.1 steps, Escape resets, nothing moves', async ({ page }) => {
  const { button, image } = await firstPicture(page);
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(button).toHaveAccessibleName(/^Zoom: /);
  const slide = page.locator('.gallery .slide').first();
  const before = await slide.boundingBox();
  const box = (await button.boundingBox())!;

  // Zoom into the upper left quarter.
  await button.click({ position: { x: box.width * 0.25, y: box.height * 0.25 } });
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(button).toHaveAttribute('data-scale', '2.0');
  await expect(image).toHaveCSS('transform', 'matrix(2, 0, 0, 2, 0, 0)');
  expect(await originOf(image)).toBe('25 25');

  // Wheel towards the user: out, a step a notch, down to 1.5; the page does not scroll.
  const scrolled = await page.evaluate(() => window.scrollY);
  for (const expected of ['1.9', '1.8', '1.7', '1.6', '1.5']) await wheel(page, button, 100, expected);
  await expect(image).toHaveCSS('transform', 'matrix(1.5, 0, 0, 1.5, 0, 0)');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // Away from the user: in, up to 2 and no further.
  for (const expected of ['1.6', '1.7', '1.8', '1.9', '2.0', '2.0', '2.0']) await wheel(page, button, -100, expected);

  // The pointer chooses what is looked at.
  await page.mouse.move(box.x + box.width * 0.75, box.y + box.height * 0.5);
  await expect.poll(() => originOf(image)).toBe('75 50');

  // Nothing around the picture moved.
  expect(await slide.boundingBox()).toEqual(before);

  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  expect(await scaleOf(button)).toBe('1.0');
  await expect(image).toHaveCSS('transform', 'none');
});

test('the zoom works from the keyboard, and leaving the picture with the pointer resets it', async ({ page }) => {
  const { button, image } = await firstPicture(page);
  await button.focus();
  await page.keyboard.press('+');
  await expect(button).toHaveAttribute('data-scale', '1.1');
  await page.keyboard.press('+');
  await expect(button).toHaveAttribute('data-scale', '1.2');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => originOf(image)).toBe('40 50');
  await page.keyboard.press('-');
  await expect(button).toHaveAttribute('data-scale', '1.1');
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  // Enter toggles, on the centre.
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('data-scale', '2.0');
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-pressed', 'false');

  // The pointer: a click zooms, leaving the picture resets.
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.move(1, 1);
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(image).toHaveCSS('transform', 'none');
});

test('a picture shows its placeholder until it has loaded, then only itself', async ({ page }) => {
  // Hold the first picture back: its placeholder is drawn meanwhile.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/media\/[0-9a-f]{16}-\d+\.webp$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(PRODUCT, { waitUntil: 'domcontentloaded' });
  const image = page.locator('.gallery .slide img').first();
  await expect(image).toHaveAttribute('data-placeholder', '');
  expect(await image.evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(/^url\("data:image\/webp;base64,/);
  release();
  await expect(image).not.toHaveAttribute('data-placeholder');
  expect(await image.evaluate((element) => getComputedStyle(element).backgroundImage)).toBe('none');
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
});

test('a picture that fails to load emits "failed", loses its placeholder and shows a fallback, never a broken image', async ({ page }) => {
  await page.addInitScript(() => {
    const failures: string[] = [];
    Object.assign(window, { pictureFailures: failures });
    document.addEventListener('failed', (event) => failures.push((event as CustomEvent<{ src: string }>).detail.src), true);
  });
  await page.route(/\/media\/[0-9a-f]{16}-\d+\.webp$/, (route) => route.abort());
  await page.goto(PRODUCT);
  const slide = page.locator('.gallery .slide').first();
  const fallback = slide.locator('.image-fallback');
  await expect(fallback).toBeVisible();
  await expect(slide.locator('img')).toHaveCount(0);
  const alt = (await fallback.getAttribute('aria-label')) ?? '';
  expect(alt).toMatch(/Fjord Lines/);
  await expect(fallback).toHaveAttribute('role', 'img');
  // The theme's default image if it has one, else the alt text in a plain box.
  const themed = await fallback.evaluate((element) => getComputedStyle(element).getPropertyValue('--image-default').trim());
  if (!themed || themed === 'none') await expect(fallback).toHaveText(alt);
  else expect(await fallback.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain('url(');
  // It fills the picture's square box: nothing moved.
  const box = (await slide.boundingBox())!;
  const fallbackBox = (await fallback.boundingBox())!;
  expect(Math.round(fallbackBox.width)).toBe(Math.round(box.width));
  expect(Math.round(fallbackBox.height)).toBe(Math.round(box.height));
  const failures = await page.evaluate(() => (window as unknown as { pictureFailures: string[] }).pictureFailures);
  expect(failures.length).toBeGreaterThan(0);
  expect(failures[0]).toMatch(/\/media\/[0-9a-f]{16}-\d+\.webp$/);
});

test('on a phone, a tap toggles the zoom and a pinch moves it from 1 to 2', { tag: '@phone-only' }, async ({ page }) => {
  const { button } = await firstPicture(page);
  // A tap zooms, another resets (the first also loads the zoom).
  await button.tap();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await button.tap();
  await expect(button).toHaveAttribute('aria-pressed', 'false');

  // Two fingers spreading apart, one above the other about the picture's centre.
  const box = (await button.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', spread = 0) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints:
        type === 'touchEnd'
          ? []
          : [
              { x, y: y - spread, id: 0 },
              { x, y: y + spread, id: 1 },
            ],
    });
  await touch('touchStart', 40);
  for (const spread of [45, 50, 55, 60]) await touch('touchMove', spread);
  await expect(button).toHaveAttribute('data-scale', '1.5');
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  for (const spread of [80, 100, 140]) await touch('touchMove', spread);
  await expect(button).toHaveAttribute('data-scale', '2.0');
  await touch('touchEnd');
  // Lifting the fingers keeps the zoom (only a mouse leaving resets it).
  await expect(button).toHaveAttribute('data-scale', '2.0');
});
