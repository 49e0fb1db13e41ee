// The studio island on /design-your-own-t-shirt/. A shopper adds text, changes
// its font and colour, prints on the back too and sees the price rise with each printed
// side, and undoes and redoes with the keyboard. (Upload, library, save and basket are the
// lead's full journey once every part is merged.)
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { openDatabase } from '../../src/platform/db/database.ts';
import { scaled } from '../support/slowdown.ts';

/** How many pixels of the canvas are close to this colour: the design really is drawn. */
const pixelsNear = (page: Page, [r, g, b]: [number, number, number]) =>
  page.evaluate(
    ([red, green, blue]) => {
      const canvas = document.querySelector<HTMLCanvasElement>('.studio-canvas canvas');
      const context = canvas?.getContext('2d');
      if (!canvas || !context) return 0;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let count = 0;
      for (let index = 0; index < data.length; index += 4) {
        if (Math.abs(data[index]! - red) < 40 && Math.abs(data[index + 1]! - green) < 40 && Math.abs(data[index + 2]! - blue) < 40) count += 1;
      }
      return count;
    },
    [r, g, b] as const,
  );

test('design a t-shirt: text, font, colour, the back, the price, undo and redo', async ({ page }) => {
  test.setTimeout(scaled(60_000));
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

/** A saved design on the demo t-shirt with one 1000 px image printed `widthMm` wide (stored as the save call stores it). */
async function savedImageDesign(widthMm: number): Promise<string> {
  const { db } = await openDatabase(process.env.PRINTFRONT_E2E_DATABASE_URL!);
  try {
    const blank = await db
      .selectFrom('products')
      .select(['id', 'sku', 'division_id'])
      .where('sku', 'like', '%-BLANK-TS')
      .where('url_name', '=', 'blank-organic-t-shirt')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const studio = await db.selectFrom('blank_studios').select('studio_json').where('product_id', '=', blank.id).executeTakeFirstOrThrow();
    const image = Object.values((JSON.parse(studio.studio_json) as { sides: { mockups: Record<string, string> }[] }).sides[0]!.mockups)[0]!;
    const uuid = randomUUID();
    const document = {
      version: 1,
      product: { id: blank.id, sku: blank.sku },
      colour: 'White',
      sides: {
        front: [
          {
            id: 'image-1',
            type: 'image',
            src: image,
            pixelWidth: 1000,
            pixelHeight: 1000,
            xMm: 20,
            yMm: 40,
            widthMm,
            heightMm: widthMm,
            rotation: 0,
            flipX: false,
            flipY: false,
            locked: false,
            hidden: false,
          },
        ],
        back: [],
        left: [],
        right: [],
      },
    };
    const time = new Date().toISOString();
    await db
      .insertInto('designs')
      .values({
        uuid,
        division_id: blank.division_id,
        blank_product_id: blank.id,
        user_id: null,
        document_json: JSON.stringify(document),
        price: 1800,
        status: 'ready',
        error: null,
        created_at: time,
        updated_at: time,
      })
      .execute();
    return uuid;
  } finally {
    await db.destroy();
  }
}

test('the truth about print: a blocked image is resized until it prints, then placed by keyboard, alignment and snapping', async ({ page }) => {
  test.setTimeout(scaled(60_000));
  const uuid = await savedImageDesign(280);
  await page.goto(`/studio/?design=${uuid}`);
  await page.locator('astro-island:not([ssr])').waitFor();
  const check = page.getByRole('status').filter({ hasText: 'DPI' });
  await expect(check).toContainText('Cannot print: Front: Image 1 prints at 90 DPI. Under 100 DPI it cannot be printed');
  const save = page.getByRole('button', { name: 'Save design' });
  await expect(save).toBeDisabled();
  await expect(page.getByText(/^Cannot print yet: Front: Image 1 prints at 90 DPI/)).toBeVisible();

  await page.getByRole('button', { name: 'Image 1', exact: true }).click();
  const width = page.getByLabel('Width (mm)');
  await width.fill('200');
  await expect(check).toContainText('Warning: Front: Image 1 prints at 127 DPI. Under 150 DPI it may print soft or blocky.');
  await expect(save).toBeEnabled();
  await width.fill('150');
  await expect(page.getByRole('status').filter({ hasText: 'Ready to print' })).toBeVisible();

  const left = page.getByLabel('From the left (mm)');
  await page.getByRole('button', { name: 'Align left' }).click();
  await expect(left).toHaveValue('0');
  await page.locator('.studio-stage').focus();
  await page.keyboard.press('ArrowRight');
  await expect(left).toHaveValue('1');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(left).toHaveValue('11');
  await page.getByRole('button', { name: 'Flip horizontally' }).click();
  await expect(page.getByRole('button', { name: 'Flip horizontally' })).toHaveAttribute('aria-pressed', 'true');

  // Drag on the canvas: a few pixels from the left edge snaps onto it; further stays where dropped.
  const canvas = page.locator('.studio-canvas');
  const box = (await canvas.boundingBox())!;
  const pxPerMm = Number(await canvas.getAttribute('data-px-per-mm'));
  const areaX = Number(await canvas.getAttribute('data-area-x'));
  const areaY = Number(await canvas.getAttribute('data-area-y'));
  const drag = async (fromMm: [number, number], byPx: number) => {
    const x = box.x + areaX + fromMm[0] * pxPerMm;
    const y = box.y + areaY + fromMm[1] * pxPerMm;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + byPx / 2, y, { steps: 4 });
    await page.mouse.move(x + byPx, y, { steps: 4 });
    await page.mouse.up();
  };
  // The image is 150 mm square at x 11, y 105 (each size change keeps its centre): grab its middle.
  await drag([11 + 75, 105 + 75], -11 * pxPerMm + 3);
  await expect(left).toHaveValue('0');
  // 20 px right: its left, centre and right edges are then far from every snap line.
  await drag([75, 105 + 75], 20);
  await expect.poll(async () => Number(await left.inputValue())).toBeCloseTo(20 / pxPerMm, 0);
});

test('on a phone the canvas fits the screen and the panels stack below it', { tag: '@phone-only' }, async ({ page }) => {
  await page.goto('/design-your-own-t-shirt/');
  await page.locator('astro-island:not([ssr])').waitFor();
  await page.getByRole('button', { name: 'Add text' }).tap();
  await expect(page.getByTestId('studio-price')).toHaveText('£18.00 — base £12.00 + front £6.00');
  const canvas = (await page.locator('.studio-canvas canvas').first().boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(canvas.x).toBeGreaterThanOrEqual(0);
  expect(canvas.x + canvas.width).toBeLessThanOrEqual(viewport.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  const check = (await page.getByRole('heading', { name: 'Print check' }).boundingBox())!;
  expect(check.y).toBeGreaterThan(canvas.y + canvas.height);
});
