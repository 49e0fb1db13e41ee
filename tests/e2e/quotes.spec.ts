// A quote goes from request to a paid bespoke order. A shopper asks for a quote
// with artwork (no JavaScript needed); staff answer it in /atlas/quotes/ with terms, a mockup
// and a price; the customer authorises the terms; staff send the mockup; the customer approves
// it and pays with 4242 4242 4242 4242; the order is bespoke_paid and its page shows it.
import { expect, test } from './fixtures.ts';
import sharp from 'sharp';
import { storeUrl } from '../support/e2e.ts';
import { scaled } from '../support/slowdown.ts';

const png = (colour: string) =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: colour } })
    .png()
    .toBuffer();

test('a quote goes from request to a paid bespoke order', async ({ page, staffPage: staff }) => {
  test.setTimeout(scaled(90_000));
  const company = `Acme Events ${Date.now().toString(36)}`;
  const deadline = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);

  // The shopper asks for a quote, artwork attached.
  await page.goto(storeUrl('demo', '/get-a-quote/'));
  await page.getByLabel('Product').selectOption({ index: 1 });
  await page.getByLabel('Total', { exact: true }).fill('30');
  await page.getByLabel('Needed by').fill(deadline);
  await page.getByLabel('Your name').fill('Robin Buyer');
  await page.getByLabel('Email address').fill(`robin-${Date.now().toString(36)}@example.com`);
  await page.getByLabel('Phone number').fill('07700 900123');
  await page.getByLabel('Company').fill(company);
  await page.getByLabel('Your artwork').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await png('#1e88e5') });
  await page.getByRole('button', { name: 'Request a quote' }).click();
  await expect(page).toHaveURL(/\/advanced-quote\/[A-Za-z0-9_-]{22,}\/\?done=sent$/);
  await expect(page.getByRole('status')).toContainText('we have your quote request');
  await expect(page.locator('[data-quote-status]')).toHaveText('Quote');
  const quoteUrl = page.url().replace(/\?.*$/, '');

  // Staff answer with terms, a price and a mockup.
  await staff.goto(storeUrl('demo', '/atlas/quotes/'));
  const card = staff.locator('li.quote', { hasText: company });
  await card.locator('astro-island:not([ssr])').waitFor();
  await card.getByLabel('Terms').fill('50% deposit, balance before dispatch. Delivery in 10 working days.');
  await card.getByLabel(/^Price/).fill('450.00');
  await card.getByLabel(/^Mockup/).setInputFiles({ name: 'mockup.png', mimeType: 'image/png', buffer: await png('#43a047') });
  await card.getByRole('button', { name: 'Send the answer' }).click();
  await expect(staff.locator('li.quote', { hasText: company })).toHaveCount(0);

  // The customer reads the terms and the price and authorises them.
  await page.goto(quoteUrl);
  await expect(page.locator('[data-quote-price]')).toHaveText('£450.00');
  await expect(page.locator('[data-quote-terms]')).toContainText('50% deposit');
  await page.getByRole('button', { name: 'Authorise the terms' }).click();
  await expect(page.getByRole('status')).toContainText('authorised the terms');

  // Staff send the mockup.
  await staff.goto(storeUrl('demo', '/atlas/quotes/?status=mockup'));
  const due = staff.locator('li.quote', { hasText: company });
  await due.locator('astro-island:not([ssr])').waitFor();
  await due.getByRole('button', { name: 'Send the mockup' }).click();
  await expect(staff.locator('li.quote', { hasText: company })).toHaveCount(0);

  // The customer approves it and pays by card at the quoted price.
  await page.goto(quoteUrl);
  await expect(page.locator('[data-quote-mockup]')).toBeVisible();
  await page.getByRole('button', { name: 'Approve the mockup' }).click();
  await expect(page.locator('[data-quote-step]')).toHaveAttribute('data-quote-step', 'pay-or-po');
  await page.getByRole('link', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/pay\/[0-9a-f-]{36}\/$/);
  await page.locator('[name="number"]').fill('4242 4242 4242 4242');
  await page.locator('[name="expiry"]').fill('12/39');
  await page.locator('[name="cvc"]').fill('123');
  await page.locator('[name="name"]').fill('Robin Buyer');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(quoteUrl);
  await expect(page.locator('[data-quote-status]')).toHaveText('Paid (bespoke)');
  await expect(page.locator('[data-quote-percentage]')).toHaveText('38% complete');

  // Staff find it in production.
  await staff.goto(storeUrl('demo', '/atlas/quotes/?status=production'));
  await expect(staff.locator('li.quote', { hasText: company })).toContainText('Paid (bespoke)');
});
