// A guest checks out and pays (at phone width too, tag @phone); a declined card shows
// its message and leaves the basket; the whole purchase works with JavaScript disabled. The
// basket is put into the database (the basket calls are built elsewhere) and its visitor
// token given to the browser as the pf_visitor cookie.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { storeUrl } from '../support/e2e.ts';
import { makeBasket, type TestBasket } from '../support/factories/baskets.ts';
import { openDatabase, type Connection } from '../../src/platform/db/database.ts';

let connection: Connection;
test.beforeAll(async () => {
  connection = await openDatabase(process.env.PRINTFRONT_E2E_DATABASE_URL!);
});
test.afterAll(async () => {
  await connection.db.destroy();
});

async function basketFor(context: BrowserContext): Promise<TestBasket> {
  const { db } = connection;
  const division = await db.selectFrom('divisions').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow();
  const basket = await makeBasket({ db, division }, [1, 2]);
  const url = new URL(storeUrl('demo', '/'));
  await context.addCookies([{ name: 'pf_visitor', value: basket.token, domain: url.hostname, path: '/', httpOnly: true, sameSite: 'Lax' }]);
  return basket;
}

const lineCount = async (basketId: number) => (await connection.db.selectFrom('basket_items').select('id').where('basket_id', '=', basketId).execute()).length;

async function fillCheckout(page: Page, email: string): Promise<void> {
  await page.locator('[name="email"]').fill(email);
  await page.locator('[name="shippingAddress.name"]').fill('Olivia Shopper');
  await page.locator('[name="shippingAddress.street"]').fill('1 High Street');
  await page.locator('[name="shippingAddress.city"]').fill('Leeds');
  await page.locator('[name="shippingAddress.country"]').selectOption('GB');
  await page.locator('[name="shippingAddress.zip"]').fill('LS1 1AA');
}

async function payWith(page: Page, number: string): Promise<void> {
  await page.locator('[name="number"]').fill(number);
  await page.locator('[name="expiry"]').fill('12/39');
  await page.locator('[name="cvc"]').fill('123');
  await page.locator('[name="name"]').fill('Olivia Shopper');
  await page.getByRole('button', { name: 'Pay now' }).click();
}

const unique = (name: string) => `${name}-${test.info().project.name}-${Date.now().toString(36)}@example.com`;

test('a guest checks out, is told what is missing, pays with 4242… and lands on the receipt', { tag: '@phone' }, async ({ page, context }) => {
  const basket = await basketFor(context);
  await page.goto(storeUrl('demo', '/checkout/'));
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page.locator('.summary .lines li')).toHaveCount(2);

  // Nothing filled in: each field says so, beside itself.
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.locator('[data-field-error="email"]')).toHaveText('This field is required.');
  await expect(page.locator('[data-field-error="shippingAddress.zip"]')).toHaveText('This field is required.');
  await page.locator('[name="email"]').fill('olivia@');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.locator('[data-field-error="email"]')).toHaveText('Please enter a valid email address.');

  const email = unique('guest');
  await fillCheckout(page, email);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/pay\/[0-9a-f-]{36}\/$/);
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await payWith(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/receipt\/[A-Za-z0-9_-]{32}$/);
  const order = await connection.db.selectFrom('orders').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
  expect(new URL(page.url()).pathname).toBe(`/receipt/${order.hash}`);
  expect(order.status).toBe('paid');
  expect(await lineCount(basket.basketId)).toBe(0);
});

test('a declined card shows its message and the basket stays', async ({ page, context }) => {
  const basket = await basketFor(context);
  await page.goto(storeUrl('demo', '/checkout/'));
  await fillCheckout(page, unique('declined'));
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/pay\//);
  await payWith(page, '4000 0000 0000 0002');
  await expect(page.locator('[data-payment-message]')).toHaveText('Your card was declined.');
  await payWith(page, '4000 0000 0000 9995');
  await expect(page.locator('[data-payment-message]')).toHaveText('Your card has insufficient funds.');
  expect(await lineCount(basket.basketId)).toBe(2);
  await page.goto(storeUrl('demo', '/checkout/'));
  await expect(page.locator('.summary .lines li')).toHaveCount(2);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the checkout and the payment work as plain forms', async ({ page, context }) => {
    await basketFor(context);
    await page.goto(storeUrl('demo', '/checkout/?express=true'));
    await expect(page.locator('[name="shippingMethod"][value="express"]')).toBeChecked();
    const email = unique('nojs');
    await fillCheckout(page, email);
    await page.locator('[name="shippingAddress.country"]').selectOption('US');
    await page.getByRole('button', { name: 'Update totals' }).click();
    await expect(page.locator('[data-total="shipping"]')).toHaveText('£19.99');
    await expect(page.locator('[name="shippingAddress.name"]')).toHaveValue('Olivia Shopper');
    await page.locator('[name="shippingAddress.zip"]').fill('10001');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/pay\/[0-9a-f-]{36}\/$/);
    await payWith(page, '4242424242424242');
    await expect(page).toHaveURL(/\/receipt\//);
    const order = await connection.db.selectFrom('orders').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'paid', shipping_method: 'express', shipping: 1999 });
  });
});
