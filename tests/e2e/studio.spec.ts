// Issue 10 §2: the studio island on /design-your-own-t-shirt/. A shopper adds text, changes
// its font and colour, prints on the back too and sees the price rise with each printed
// side, and undoes and redoes with the keyboard. (Upload, library, save and basket are the
// lead's full journey once every part is merged.)
import { expect, test, type Page } from '@playwright/test';

/** How many pixels of the canvas are close to this colour: the design really is drawn. */
const pixelsNear = (page: Page, [r, g, b]: [number, number, number]) =>
  page.evaluate(([red, green, blue]) => {
    const canvas = document.querySelector<HTMLCanvasElement>('.studio-canvas canvas');
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return 0;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let count = 0;
    for (let index = 0; index < data.length; index += 4) {
      if (Math.abs(data[index]! - red) < 40 && Math.abs(data[index + 1]! - green) < 40 && Math.abs(data[index + 2]! - blue) < 40) count += 1;
    }
    return count;
  }, [r, g, b] as const);

test('design a t-shirt: text, font, colour, the back, the price, undo and redo', async ({ page }) => {
  test.skip(test.info().project.name !== 'desktop', 'the studio journey runs at desktop width');
  test.setTimeout(60_000);
  await page.goto('/design-your-own-t-shirt/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Design your own T-Shirt');
  await page.locator('astro-island:not([ssr])').waitFor();
  await expect(page.locator('.studio-canvas canvas').first()).toBeVisible();

  const price = page.getByTestId('studio-price');
  await expect(price).toHaveText('£12.00 — base £12.00');

  await page.getByRole('button', { name: 'Add text' }).click();
  await expect(page.getByRole('button', { name: 'Text “Your text”', exact: true })).toBeVisible();
  await expect(price).toHaveText('£18.00 — base £12.00 + front £6.00');

  await page.getByLabel('Text', { exact: true }).fill('Hello studio');
  await page.getByLabel('Font').selectOption('Oswald');
  await page.getByLabel('Text colour').fill('#e01010');
  await expect(page.getByRole('button', { name: 'Text “Hello studio”', exact: true })).toBeVisible();
  await expect(page.getByLabel('Font')).toHaveValue('Oswald');
  await expect.poll(() => pixelsNear(page, [224, 16, 16])).toBeGreaterThan(50);
  await expect(page.getByRole('status').filter({ hasText: 'Ready to print' })).toBeVisible();

  await page.getByRole('tab', { name: 'Back' }).click();
  await expect(page.getByRole('tab', { name: 'Back' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Add text' }).click();
  await expect(page.getByRole('button', { name: 'Text “Your text”', exact: true })).toBeVisible();
  await expect(price).toHaveText('£24.00 — base £12.00 + front £6.00 + back £6.00');

  // Keyboard history: away from the text fields, as a shopper would.
  await page.locator('.studio-stage').focus();
  await page.keyboard.press('Control+z');
  await expect(price).toHaveText('£18.00 — base £12.00 + front £6.00');
  await expect(page.getByRole('button', { name: 'Text “Your text”', exact: true })).toHaveCount(0);
  await page.keyboard.press('Control+Shift+z');
  await expect(price).toHaveText('£24.00 — base £12.00 + front £6.00 + back £6.00');
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+y');
  await expect(price).toHaveText('£24.00 — base £12.00 + front £6.00 + back £6.00');

  // Arrows nudge the selected layer; the front's design is still there.
  await page.getByRole('tab', { name: 'Front' }).click();
  await page.getByRole('button', { name: 'Text “Hello studio”', exact: true }).click();
  await expect(page.getByLabel('Font')).toHaveValue('Oswald');
  await expect(page.getByLabel('Text colour')).toHaveValue('#e01010');
});
