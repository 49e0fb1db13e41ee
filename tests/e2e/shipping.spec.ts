// Checkout prices delivery from the store's own zones: changing the delivery country offers
// that country's methods and updates the shipping and the total at once (with JavaScript the
// country's change sends the form as "Update totals" would; without, that button does). The
// demo store is seeded with UK, EU, US and Canada and rest-of-the-world zones.
import { expect, test } from '@playwright/test';
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

/** "£1,234.56" → 123456. */
const pence = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));

test('changing the delivery country at checkout updates the methods, shipping and total', async ({ page, context }) => {
  const { db } = connection;
  const division = await db.selectFrom('divisions').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow();
  const basket = await makeBasket({ db, division }, [1]);
  const url = new URL(storeUrl('demo', '/'));
  await context.addCookies([{ name: 'pf_visitor', value: basket.token, domain: url.hostname, path: '/', httpOnly: true, sameSite: 'Lax' }]);

  await page.goto(storeUrl('demo', '/checkout/'));
  await page.locator('[name="shippingAddress.name"]').fill('Olivia Shopper');
  const subtotal = pence(await page.locator('[data-total="subtotal"]').textContent());
  expect(subtotal).toBeLessThan(5000); // under the UK's free delivery threshold
  await expect(page.locator('[data-method="standard"] [data-method-price]')).toHaveText('£3.99');
  await expect(page.locator('[data-total="shipping"]')).toHaveText('£3.99');

  await page.locator('[name="shippingAddress.country"]').selectOption('US');
  await expect(page.locator('[data-total="shipping"]')).toHaveText('£9.99');
  await expect(page.locator('[data-total="total"]')).toHaveText(`£${((subtotal + 999) / 100).toFixed(2)}`);
  await expect(page.locator('[data-method]')).toHaveCount(2);
  await expect(page.locator('[data-method="express"] [data-method-price]')).toHaveText('£19.99');
  // What was typed stays.
  await expect(page.locator('[name="shippingAddress.name"]')).toHaveValue('Olivia Shopper');

  await page.locator('[data-method="express"] input').check();
  await page.locator('[name="shippingAddress.country"]').selectOption('DE');
  await expect(page.locator('[name="shippingMethod"][value="express"]')).toBeChecked();
  await expect(page.locator('[data-total="shipping"]')).toHaveText('£14.99');
  await expect(page.locator('[data-total="total"]')).toHaveText(`£${((subtotal + 1499) / 100).toFixed(2)}`);
  await expect(page.locator('[data-method="christmas"]')).toHaveCount(0);
});
