// The studio, the whole journey with nothing arranged behind the browser's back: a shopper
// opens /design-your-own-t-shirt/, adds text, changes its font and colour, uploads a picture
// and scales it until the DPI warning appears, prints on the back too, watches the price
// rise, saves, adds the design to the basket and pays with the test card. Then the factory's
// side: each printed side's print file is the print area at 300 DPI to the pixel, and the
// mockup shows the design inside the print area where the blank's own mockup does not.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { openDatabase, type Connection } from '../../src/platform/db/database.ts';
import { scaled } from '../support/slowdown.ts';

let connection: Connection;
test.beforeAll(async () => {
  connection = await openDatabase(process.env.PRINTFRONT_E2E_DATABASE_URL!);
});
test.afterAll(async () => {
  await connection.db.destroy();
});

const RED: [number, number, number] = [224, 16, 16];
const BLUE: [number, number, number] = [16, 64, 224];

/** Pixels of an RGBA image within 40 of this colour on every channel (and not transparent). */
async function countNear(bytes: Buffer, [r, g, b]: [number, number, number], region?: { left: number; top: number; width: number; height: number }) {
  const image = sharp(bytes).ensureAlpha();
  const { data, info } = await (region ? image.extract(region) : image).raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let index = 0; index < data.length; index += info.channels) {
    if (data[index + 3]! > 128 && Math.abs(data[index]! - r) < 40 && Math.abs(data[index + 1]! - g) < 40 && Math.abs(data[index + 2]! - b) < 40) count += 1;
  }
  return count;
}

/** A file as the store serves it, fetched by the browser (the store's host resolves there). */
/** The bounding box (right and bottom exclusive) of the pixels near this colour. */
async function boxOf(bytes: Buffer, [r, g, b]: [number, number, number]) {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      const index = (y * info.width + x) * info.channels;
      if (data[index + 3]! > 128 && Math.abs(data[index]! - r) < 40 && Math.abs(data[index + 1]! - g) < 40 && Math.abs(data[index + 2]! - b) < 40) {
        box.left = Math.min(box.left, x);
        box.top = Math.min(box.top, y);
        box.right = Math.max(box.right, x + 1);
        box.bottom = Math.max(box.bottom, y + 1);
      }
    }
  }
  return box;
}

async function download(page: Page, url: string): Promise<Buffer> {
  const answer = await page.evaluate(async (address) => {
    const response = await fetch(address);
    const bytes = new Uint8Array(await response.arrayBuffer());
    let binary = '';
    for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
    return { status: response.status, base64: btoa(binary) };
  }, url);
  expect(answer.status, url).toBe(200);
  return Buffer.from(answer.base64, 'base64');
}

test('design, save, buy: the print files are right to the pixel and the mockup shows the design', async ({ page }) => {
  test.setTimeout(scaled(120_000));
  await page.goto('/design-your-own-t-shirt/');
  await page.locator('astro-island:not([ssr])').waitFor();
  const price = page.getByTestId('studio-price');
  await expect(price).toHaveText('£12.00 — base £12.00');

  // Text, its font and colour.
  await page.getByRole('button', { name: 'Add text' }).click();
  await page.getByLabel('Text', { exact: true }).fill('Hello print');
  await page.getByLabel('Font').selectOption('Oswald');
  await page.getByLabel('Text colour').fill('#e01010');
  await expect(price).toHaveText('£18.00 — base £12.00 + front £6.00');

  // A 1000 px picture, uploaded for real, then scaled up until it prints under 150 DPI.
  const picture = await sharp({ create: { width: 1000, height: 1000, channels: 4, background: { r: BLUE[0], g: BLUE[1], b: BLUE[2], alpha: 1 } } })
    .png()
    .toBuffer();
  await page.getByLabel(/^Upload an image/).setInputFiles({ name: 'square.png', mimeType: 'image/png', buffer: picture });
  const image = page.getByRole('button', { name: /^Image 1/ });
  await expect(image).toBeVisible();
  await image.click();
  await page.getByLabel('Width (mm)').fill('120');
  await expect(page.getByRole('status').filter({ hasText: 'Ready to print' })).toBeVisible();
  await page.getByLabel('Width (mm)').fill('200');
  await expect(page.getByRole('status').filter({ hasText: 'DPI' })).toContainText('prints at 127 DPI. Under 150 DPI it may print soft or blocky.');
  // The shopper accepts a softer print but keeps it on the garment: back to a size that prints well.
  await page.getByLabel('Width (mm)').fill('120');

  // The back: the price rises by its print cost.
  await page.getByRole('tab', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Add text' }).click();
  await page.getByLabel('Text', { exact: true }).fill('Back of it');
  await page.getByLabel('Text colour').fill('#e01010');
  await expect(price).toHaveText('£24.00 — base £12.00 + front £6.00 + back £6.00');

  // Save, wait for the print files, add to basket.
  await page.getByRole('button', { name: 'Save design' }).click();
  await expect(page.getByText('Print files ready.')).toBeVisible({ timeout: 60_000 });
  const shareLink = await page.getByLabel('Share link').inputValue();
  const uuid = new URL(shareLink).searchParams.get('design')!;
  await page.locator('.studio-basket select').selectOption('M');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText('Added to your basket.')).toBeVisible();

  // Check out with the test card.
  await page.goto('/checkout/');
  await expect(page.locator('.summary .lines li')).toHaveCount(1);
  const email = `studio-${Date.now().toString(36)}@example.com`;
  await page.locator('[name="email"]').fill(email);
  await page.locator('[name="shippingAddress.name"]').fill('Olivia Shopper');
  await page.locator('[name="shippingAddress.street"]').fill('1 High Street');
  await page.locator('[name="shippingAddress.city"]').fill('Leeds');
  await page.locator('[name="shippingAddress.country"]').selectOption('GB');
  await page.locator('[name="shippingAddress.zip"]').fill('LS1 1AA');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.locator('[name="number"]').fill('4242 4242 4242 4242');
  await page.locator('[name="expiry"]').fill('12/39');
  await page.locator('[name="cvc"]').fill('123');
  await page.locator('[name="name"]').fill('Olivia Shopper');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/receipt\/[A-Za-z0-9_-]{32}$/);

  // The factory's side: the paid order's item carries a print file per printed side.
  const { db } = connection;
  const order = await db.selectFrom('orders').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
  expect(order.status).toBe('paid');
  expect(order.total).toBeGreaterThanOrEqual(2400);
  const item = await db.selectFrom('order_items').selectAll().where('order_id', '=', order.id).executeTakeFirstOrThrow();
  const files = await db.selectFrom('order_item_files').selectAll().where('order_item_id', '=', item.id).orderBy('side').execute();
  expect(files.map((file) => file.side)).toEqual(['back', 'front']);
  for (const file of files) {
    const bytes = await download(page, file.url);
    const meta = await sharp(bytes).metadata();
    // The chest print area is 300 × 400 mm: at 300 DPI, 3543 × 4724 pixels.
    expect([meta.format, meta.width, meta.height, meta.density]).toEqual(['png', 3543, 4724, 300]);
    expect(await countNear(bytes, RED)).toBeGreaterThan(1000);
  }
  const front = await download(page, files.find((file) => file.side === 'front')!.url);
  expect(await countNear(front, BLUE)).toBeGreaterThan(1_000_000);

  // The picture prints where the document puts it, at 300 DPI: its millimetres × 300 / 25.4, to the pixel.
  const design = await db.selectFrom('designs').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
  const saved = JSON.parse(design.document_json) as {
    colour: string;
    sides: { front: { type: string; xMm: number; yMm: number; widthMm: number; heightMm: number; rotation: number }[] };
  };
  const layer = saved.sides.front.find((entry) => entry.type === 'image')!;
  expect(layer.rotation).toBe(0);
  const px = (mm: number) => (mm * 300) / 25.4;
  const box = await boxOf(front, BLUE);
  expect(Math.abs(box.left - px(layer.xMm))).toBeLessThanOrEqual(2);
  expect(Math.abs(box.top - px(layer.yMm))).toBeLessThanOrEqual(2);
  expect(Math.abs(box.right - px(layer.xMm + layer.widthMm))).toBeLessThanOrEqual(2);
  expect(Math.abs(box.bottom - px(layer.yMm + layer.heightMm))).toBeLessThanOrEqual(2);

  // The mockup shows the design in the print area; the blank's own mockup there shows none.
  const mockups = await db
    .selectFrom('design_files')
    .selectAll()
    .where('design_id', '=', design.id)
    .where('kind', '=', 'mockup')
    .where('side', '=', 'front')
    .execute();
  const document = JSON.parse(design.document_json) as { colour: string };
  const mockup = mockups.filter((file) => file.colour === document.colour).sort((a, b) => b.width - a.width)[0]!;
  const studio = JSON.parse(
    (await db.selectFrom('blank_studios').select('studio_json').where('product_id', '=', design.blank_product_id).executeTakeFirstOrThrow()).studio_json,
  ) as { sides: { side: string; mockups: Record<string, string>; printArea: { placement: { x: number; y: number; width: number; height: number } } }[] };
  const side = studio.sides.find((entry) => entry.side === 'front')!;
  const placed = await download(page, mockup.url);
  const blank = await sharp(await download(page, side.mockups[document.colour]!))
    .resize(mockup.width, mockup.height)
    .png()
    .toBuffer();
  const { placement } = side.printArea;
  const region = {
    left: Math.floor(placement.x * mockup.width),
    top: Math.floor(placement.y * mockup.height),
    width: Math.floor(placement.width * mockup.width),
    height: Math.floor(placement.height * mockup.height),
  };
  expect(await countNear(placed, BLUE, region)).toBeGreaterThan(100);
  expect(await countNear(blank, BLUE, region)).toBe(0);
});

for (const { name, curve, toleranceMm } of [
  // One screen pixel is about 1.6 mm at this zoom: straight text agrees to within a pixel.
  { name: 'straight', curve: 0, toleranceMm: 1.5 },
  // Konva's TextPath turns each glyph about its start along the arc's chord, the print about its
  // centre on the tangent: the ends may differ by a little more than a pixel.
  { name: 'curved', curve: 90, toleranceMm: 2.5 },
])
  test(`the print matches the screen: ${name} text lands on the same millimetres in the print file as on the canvas`, async ({ page }) => {
    test.setTimeout(scaled(90_000));
    await page.goto('/design-your-own-t-shirt/');
    await page.locator('astro-island:not([ssr])').waitFor();
    await page.getByRole('button', { name: 'Add text' }).click();
    await page.getByLabel('Text', { exact: true }).fill('Wave To AV');
    await page.getByLabel('Font').selectOption('Oswald');
    await page.getByLabel('Text colour').fill('#e01010');
    if (curve !== 0) await page.getByLabel('Curve (degrees)').fill(String(curve));
    await page.getByRole('button', { name: 'Save design' }).click();
    await expect(page.getByText('Print files ready.')).toBeVisible({ timeout: 60_000 });
    const uuid = new URL(await page.getByLabel('Share link').inputValue()).searchParams.get('design')!;
    await page.locator('.studio-stage').focus();
    await page.keyboard.press('Escape');

    // The red ink's box on the canvas, in millimetres of the print area.
    const canvas = page.locator('.studio-canvas');
    const pxPerMm = Number(await canvas.getAttribute('data-px-per-mm'));
    const areaX = Number(await canvas.getAttribute('data-area-x'));
    const areaY = Number(await canvas.getAttribute('data-area-y'));
    const onScreen = await page.evaluate(([red, green, blue]) => {
      const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
      for (const element of document.querySelectorAll<HTMLCanvasElement>('.studio-canvas canvas')) {
        const context = element.getContext('2d')!;
        const ratio = element.width / element.getBoundingClientRect().width;
        const { data, width, height } = context.getImageData(0, 0, element.width, element.height);
        for (let y = 0; y < height; y += 1) {
          for (let x = 0; x < width; x += 1) {
            const index = (y * width + x) * 4;
            if (
              data[index + 3]! > 128 &&
              Math.abs(data[index]! - red) < 40 &&
              Math.abs(data[index + 1]! - green) < 40 &&
              Math.abs(data[index + 2]! - blue) < 40
            ) {
              box.left = Math.min(box.left, x / ratio);
              box.top = Math.min(box.top, y / ratio);
              box.right = Math.max(box.right, (x + 1) / ratio);
              box.bottom = Math.max(box.bottom, (y + 1) / ratio);
            }
          }
        }
      }
      return box;
    }, RED);
    const screenMm = {
      left: (onScreen.left - areaX) / pxPerMm,
      top: (onScreen.top - areaY) / pxPerMm,
      right: (onScreen.right - areaX) / pxPerMm,
      bottom: (onScreen.bottom - areaY) / pxPerMm,
    };

    const { db } = connection;
    const design = await db.selectFrom('designs').select('id').where('uuid', '=', uuid).executeTakeFirstOrThrow();
    const file = await db
      .selectFrom('design_files')
      .selectAll()
      .where('design_id', '=', design.id)
      .where('kind', '=', 'print')
      .where('side', '=', 'front')
      .executeTakeFirstOrThrow();
    const printed = await boxOf(await download(page, file.url), RED);
    const mm = (pixels: number) => (pixels * 25.4) / 300;
    const printMm = { left: mm(printed.left), top: mm(printed.top), right: mm(printed.right), bottom: mm(printed.bottom) };
    for (const edge of ['left', 'top', 'right', 'bottom'] as const) {
      expect(
        Math.abs(printMm[edge] - screenMm[edge]),
        `${edge}: print ${printMm[edge].toFixed(1)} mm, screen ${screenMm[edge].toFixed(1)} mm (1 px = ${(1 / pxPerMm).toFixed(2)} mm)`,
      ).toBeLessThanOrEqual(toleranceMm);
    }
  });

test('the design library: search, add an artwork that prints sharp, save it', async ({ page }) => {
  test.setTimeout(scaled(60_000));
  await page.goto('/design-your-own-t-shirt/');
  await page.locator('astro-island:not([ssr])').waitFor();
  await page.getByLabel('Search the design library').fill('surf');
  await page.getByRole('button', { name: 'Search library' }).click();
  const results = page.getByRole('list', { name: 'Design library results' });
  await expect(results.getByRole('button', { name: 'Add Surf Club' })).toBeVisible();
  await expect(results.getByRole('button', { name: /^Add / })).not.toHaveCount(0);
  await expect(results.getByRole('button', { name: 'Add Alpine Peaks' })).toHaveCount(0);
  await results.getByRole('button', { name: 'Add Surf Club' }).click();
  await expect(page.getByRole('button', { name: /^Image 1/ })).toBeVisible();
  await expect(page.getByTestId('studio-price')).toHaveText('£18.00 — base £12.00 + front £6.00');
  await expect(page.getByRole('status').filter({ hasText: 'Ready to print' })).toBeVisible();
  await page.getByRole('button', { name: 'Save design' }).click();
  await expect(page.getByText('Print files ready.')).toBeVisible({ timeout: 60_000 });
});
