// The whole purchase in Chromium, in both demo stores: browse → product → colour and size →
// add to basket → basket → checkout as a guest → pay with a test card → receipt → invoice →
// the PDF; and a signed-in customer who buys and finds the order in their order history. At
// phone width too (tag @phone) in the demo store: what changes with the width is the layout,
// which both stores share.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { storeUrl } from '../support/e2e.ts';

const SHOPPER = { email: 'shopper@demo.test', password: 'demo-shopper-2026' };

const unique = (name: string) => `${name}-${test.info().project.name}-${Date.now().toString(36)}@example.com`;

/**
 * From the home page to the first listed garment with a choice of colours (bundles have
 * their own test), with its second colour and first size chosen.
 */
async function chooseAProduct(page: Page, store: string): Promise<{ name: string; colour: string; size: string }> {
  await page.goto(storeUrl(store, '/'));
  const hrefs = await page
    .locator('.product-list a[href^="/product/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
  for (const href of hrefs) {
    await page.goto(storeUrl(store, href));
    if ((await page.locator('.swatches a.swatch').count()) >= 2 && (await page.locator('fieldset.bundle').count()) === 0) break;
  }
  const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  const swatch = page.locator('.swatches a.swatch').nth(1);
  const colour = (await swatch.getAttribute('title')) ?? '';
  await swatch.click();
  await expect(page.locator('#colour-label strong')).toHaveText(colour);
  const size = page.locator('form.add-to-basket .sizes input[type="radio"]').first();
  const sizeName = (await size.getAttribute('value')) ?? '';
  await size.check();
  return { name, colour, size: sizeName };
}

async function addToBasket(page: Page): Promise<void> {
  await page.locator('form.add-to-basket').getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.locator('[data-add-status]')).toContainText('Added to your basket');
  await expect(page.locator('.site-header [data-basket-count]')).toHaveText('1');
}

async function fillAddress(page: Page): Promise<void> {
  await page.locator('[name="shippingAddress.name"]').fill('Olivia Shopper');
  await page.locator('[name="shippingAddress.street"]').fill('1 High Street');
  await page.locator('[name="shippingAddress.city"]').fill('Leeds');
  await page.locator('[name="shippingAddress.country"]').selectOption('GB');
  await page.locator('[name="shippingAddress.zip"]').fill('LS1 1AA');
}

async function payWith4242(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/pay\/[0-9a-f-]{36}\/$/);
  await page.locator('[name="number"]').fill('4242 4242 4242 4242');
  await page.locator('[name="expiry"]').fill('12/39');
  await page.locator('[name="cvc"]').fill('123');
  await page.locator('[name="name"]').fill('Olivia Shopper');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/receipt\/[A-Za-z0-9_-]{22,}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
}

for (const store of ['demo', 'north']) {
  test(`a guest buys a product in the ${store} store and downloads the invoice`, { tag: store === 'demo' ? '@phone' : [] }, async ({ page }) => {
    const chosen = await chooseAProduct(page, store);
    await addToBasket(page);

    await page.locator('.site-header a[href="/basket/"]').click();
    const line = page.locator('[data-line]');
    await expect(line).toHaveCount(1);
    await expect(line.locator('.options')).toContainText(`Colour: ${chosen.colour}`);
    await expect(line.locator('.options')).toContainText(`Size: ${chosen.size}`);
    await page.getByRole('link', { name: 'Checkout', exact: true }).click();

    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await page.locator('[name="email"]').fill(unique(`guest-${store}`));
    await fillAddress(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await payWith4242(page);
    await expect(page.locator('main')).toContainText(chosen.name);
    // The basket was emptied by the payment.
    await expect(page.locator('.site-header [data-basket-count]')).toBeHidden();

    await page.getByRole('link', { name: 'View invoice' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invoice' })).toBeVisible();
    await expect(page.locator('main')).toContainText(chosen.name);
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^invoice-.+\.pdf$/);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
}

test('a signed-in customer buys and finds the order in their order history', { tag: '@phone' }, async ({ shopperPage: page }) => {
  await chooseAProduct(page, 'demo');
  await page.locator('form.add-to-basket').getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.locator('[data-add-status]')).toContainText('Added to your basket');
  await page.goto(storeUrl('demo', '/checkout/'));
  // A customer's e-mail is known; the address is filled in when they have bought before.
  await expect(page.locator('[name="email"]')).toHaveValue(SHOPPER.email);
  if (!(await page.locator('[name="shippingAddress.street"]').inputValue())) await fillAddress(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await payWith4242(page);
  const receiptPath = new URL(page.url()).pathname;

  await page.goto(storeUrl('demo', '/order-history/'));
  await expect(page).toHaveURL(/\/order-history\/[A-Za-z0-9_-]{22,}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your orders' })).toBeVisible();
  await expect(page.locator(`a[href="${receiptPath}"]`).first()).toBeVisible();
});
