// The delivery country changes the tax at checkout: from the demo store (UK VAT and an IOSS
// number), the UK carries 20% VAT, Germany its own 19% under IOSS, the United States none (an
// export); the shipping and the total follow, and the page says what each treatment means. A
// German business's VAT number makes a reverse charge. Choosing a country re-prices the page at
// once (the form is sent); a VAT number is applied by "Update totals".
import { expect, test, type Page } from '@playwright/test';
import { storeUrl } from '../support/e2e.ts';
import { makeBasket } from '../support/factories/baskets.ts';
import { openDatabase, type Connection } from '../../src/platform/db/database.ts';

let connection: Connection;
test.beforeAll(async () => {
  connection = await openDatabase(process.env.PRINTFRONT_E2E_DATABASE_URL!);
});
test.afterAll(async () => {
  await connection.db.destroy();
});

const figures = async (page: Page) => ({
  tax: await page.locator('[data-total="tax"]').textContent(),
  shipping: await page.locator('[data-total="shipping"]').textContent(),
  total: await page.locator('[data-total="total"]').textContent(),
});

/** Chooses the country and waits for the page priced for it: its tax note names the treatment. */
async function deliverTo(page: Page, country: string, treatment: string): Promise<void> {
  await page.locator('[name="shippingAddress.country"]').selectOption(country);
  await expect(page.locator('.tax-note')).toHaveAttribute('data-tax-treatment', treatment);
  await expect(page.locator('[name="shippingAddress.country"]')).toHaveValue(country);
}

test('changing the delivery country changes the VAT, the shipping and the total, and says why', async ({ page, context }) => {
  const { db } = connection;
  const division = await db.selectFrom('divisions').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow();
  const basket = await makeBasket({ db, division }, [1]);
  const url = new URL(storeUrl('demo', '/'));
  await context.addCookies([{ name: 'pf_visitor', value: basket.token, domain: url.hostname, path: '/', httpOnly: true, sameSite: 'Lax' }]);
  // The UK, as the page opens: UK VAT, no note.
  await page.goto(storeUrl('demo', '/checkout/'));
  await expect(page.locator('[name="shippingAddress.country"]')).toHaveValue('GB');
  await expect(page.locator('.tax-note')).toHaveCount(0);
  const uk = await figures(page);

  await deliverTo(page, 'DE', 'ioss');
  const germany = await figures(page);
  await expect(page.locator('.tax-note')).toHaveText(/VAT of the destination country included and paid under the Import One-Stop Shop/);
  expect(germany.tax).not.toBe(uk.tax);
  expect(germany.shipping).not.toBe(uk.shipping);
  expect(germany.total).not.toBe(uk.total);

  await deliverTo(page, 'US', 'export');
  const us = await figures(page);
  await expect(page.locator('.tax-note')).toHaveText(/Export outside the UK and the EU: zero-rated for VAT/);
  expect(us.tax).toBe('£0.00');
  expect(us.total).not.toBe(germany.total);

  // A German business: its VAT number makes a reverse charge.
  await deliverTo(page, 'DE', 'ioss');
  await page.getByText('Buying for a business?').click();
  await page.getByLabel('VAT number (business customers)').fill('DE136695976');
  await page.getByRole('button', { name: 'Update totals' }).click();
  await expect(page.locator('.tax-note')).toHaveAttribute('data-tax-treatment', 'reverse-charge');
  await expect(page.locator('.tax-note')).toHaveText(/Reverse charge: VAT to be accounted for by the customer/);
  expect((await figures(page)).tax).toBe('£0.00');
});
