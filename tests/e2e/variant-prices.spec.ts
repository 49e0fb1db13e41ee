// Prices per variant in a browser: a shopper picks 2XL and the price changes at once, without
// the page moving, and the basket charges it; without JavaScript the form's "show the price"
// button reloads the page on the chosen size; the owner prices 3XL in the edit screen's grid.
import { expect, test } from './fixtures.ts';
import { storeUrl } from '../support/e2e.ts';
import { addOwner } from '../support/e2e-stores.ts';
import { openDatabase } from '../../src/platform/db/database.ts';
import { createStore } from '../../src/server/stores/create-store.ts';
import { insertProduct, type NewProduct } from '../../src/server/catalogue/catalogue-writes.ts';

const SIZES = ['S', 'M', 'L', 'XL', '2XL', '3XL'];
const tee = (urlName: string): NewProduct => ({
  sku: `VAR-${urlName.slice(-6).toUpperCase()}`,
  name: 'Ridge Tee',
  description: 'A tee that costs more in the larger sizes.',
  meta: { title: '', description: '' },
  urlName,
  type: 't-shirt',
  gender: 'unisex',
  manufacturer: 'Printfront',
  price: 2000,
  salePrice: null,
  enabled: true,
  vatRate: 1,
  defaultColour: 'White',
  options: [
    { colour: { name: 'White', hex: '#ffffff' }, sizes: SIZES, images: [], pro: false },
    { colour: { name: 'Black', hex: '#111111' }, sizes: SIZES, images: [], pro: false },
  ],
  images: [],
  designs: { front: null, back: null, left: null, right: null },
  tags: [],
  customiseIt: false,
  enableAddToCart: true,
  priceMatrix: [{ colour: null, size: '2XL', price: 2200, salePrice: null }],
});

let subdomain = '';
let productId = 0;
const owner = { email: '', password: 'variant prices pass phrase 7' };
const PRODUCT = '/product/ridge-tee/';

test.beforeAll(async () => {
  subdomain = `variants-${Date.now().toString(36)}`;
  owner.email = `${subdomain}@example.com`;
  const { db } = await openDatabase(process.env.PRINTFRONT_E2E_DATABASE_URL!);
  try {
    const store = await createStore(db, { project: { name: subdomain }, subdomain, name: subdomain, companyName: 'Ridge Co', themeName: 'naked' });
    productId = await insertProduct({ db, division: store }, tee('ridge-tee'));
    await addOwner(db, store.id, owner, { firstName: 'Olive', lastName: 'Owner' });
  } finally {
    await db.destroy();
  }
});

test('picking 2XL changes the price at once, nothing moves, and the basket charges it', async ({ page }) => {
  await page.goto(storeUrl(subdomain, PRODUCT));
  const shown = page.locator('[data-variant-prices] [data-shown] .price');
  await expect(shown).toHaveText('£20.00');
  const form = page.locator('form.add-to-basket');
  const before = await form.boundingBox();

  await form.getByLabel('2XL', { exact: true }).check();
  await expect(shown).toHaveText('£22.00');
  expect(await form.boundingBox()).toEqual(before);
  await form.getByLabel('M', { exact: true }).check();
  await expect(shown).toHaveText('£20.00');

  await form.getByLabel('2XL', { exact: true }).check();
  await form.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.locator('[data-add-status]')).toContainText('Added to your basket');
  await page.goto(storeUrl(subdomain, '/basket/'));
  await expect(page.locator('[data-line] .line-total')).toHaveText('£22.00');
});

test('without JavaScript the shopper shows the 2XL price, then adds the 2XL', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(storeUrl(subdomain, PRODUCT));
  const form = page.locator('form.add-to-basket');
  await form.getByLabel('2XL', { exact: true }).check();
  await form.getByRole('button', { name: 'Show the price of this size' }).click();
  await page.waitForURL(/productSize%5D=2XL/);
  await expect(page.locator('[data-variant-prices] [data-shown] .price')).toHaveText('£22.00');
  await expect(form.getByLabel('2XL', { exact: true })).toBeChecked();
  await form.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page).toHaveURL(/\/basket\/\?added=1$/);
  await expect(page.locator('[data-line] .line-total')).toHaveText('£22.00');
  await context.close();
});

test('the owner prices 3XL in the edit screen and the product page shows it', async ({ signedInPage }) => {
  const page = await signedInPage(owner, { subdomain });
  await page.goto(storeUrl(subdomain, `/dashboard/store/products/${productId}/`));
  await page.locator('astro-island:not([ssr])').first().waitFor();
  await expect(page.getByLabel('Row 1 size')).toHaveValue('2XL');
  await page.getByRole('button', { name: 'Add a price' }).click();
  await page.getByLabel('Row 2 size').selectOption('3XL');
  await page.getByLabel('Row 2 price').fill('18');
  await page.getByLabel('Row 2 sale price').fill('19');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The sale price must be below the price.' })).toBeVisible();
  await page.getByLabel('Row 2 price').fill('25');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByRole('status')).toHaveText('Product saved.');

  await page.goto(storeUrl(subdomain, `${PRODUCT}?size=3XL`));
  await expect(page.locator('[data-variant-prices] [data-shown] .price')).toHaveText('Sale price £19.00Was £25.00');
});
