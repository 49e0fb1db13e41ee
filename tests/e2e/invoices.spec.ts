// Credit notes in Chromium (desktop): staff refund part of a paid order in the back office; the
// customer's invoice, unchanged, now lists a credit note for it, which opens as its own page
// naming the invoice and downloads as a PDF.
import { expect, test } from './fixtures.ts';
import { readFile } from 'node:fs/promises';
import { axe } from '../support/axe.ts';
import { storeUrl } from '../support/e2e.ts';
import { openDatabase } from '../../src/platform/db/database.ts';
import { findDivisionBySubdomain } from '../../src/server/stores/divisions.ts';
import { insertSeedOrder } from '../../src/seed/orders.ts';

/** A paid order of its own in the north store. */
async function paidOrder(email: string): Promise<{ id: number; hash: string }> {
  const { db } = await openDatabase(process.env.PRINTFRONT_E2E_DATABASE_URL!);
  try {
    const north = (await findDivisionBySubdomain(db, 'north'))!;
    return await insertSeedOrder(db, {
      divisionId: north.id,
      userId: null,
      email,
      status: 'paid',
      currency: 'GBP',
      shipping: 399,
      shippingMethod: 'UK standard delivery',
      items: [{ productId: null, name: 'Credit tee', sku: 'CREDIT-TEE', image: null, colour: 'Black', size: 'M', quantity: 2, price: 2000 }],
      shippingAddress: { name: 'Cora Credit', street: '3 Quay', city: 'Hull', zip: 'HU1 1AA', country: 'GB' },
      paymentMethod: 'Visa ending 4242',
      createdAt: new Date().toISOString(),
    });
  } finally {
    await db.destroy();
  }
}

test('a partial refund gives the invoice a credit note, with its own page and PDF', async ({ staffPage: page }) => {
  const order = await paidOrder(`credit-e2e-${Date.now().toString(36)}@example.com`);

  // The invoice before the refund: numbered, no credit notes.
  await page.goto(storeUrl('north', `/invoice/${order.hash}`));
  const number = (await page.locator('[data-invoice-number]').textContent())?.trim() ?? '';
  expect(number).toMatch(/^[A-Z0-9-]+-\d{6}$/);
  await expect(page.locator('[data-rate="2000"] [data-rate-gross]')).toHaveText('£43.99');
  await expect(page.locator('[data-credit-notes]')).toHaveCount(0);

  // Staff refund £5.00 of it (the back office, on any store's address, spans stores).
  await page.goto(storeUrl('demo', `/atlas/orders/${order.id}/`));
  const refund = page.getByRole('form', { name: 'Refund' });
  await refund.getByLabel('Amount (GBP)').fill('5.00');
  await refund.getByLabel('Reason').fill('Late delivery');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(page.locator('[data-flash="ok"]')).toHaveText('Refunded £5.00.');

  // The invoice is as it was, and lists the credit note.
  await page.goto(storeUrl('north', `/invoice/${order.hash}`));
  await expect(page.locator('[data-invoice-number]')).toHaveText(number);
  await expect(page.locator('[data-rate="2000"] [data-rate-gross]')).toHaveText('£43.99');
  const link = page.locator('a[data-credit-note]');
  await expect(link).toHaveCount(1);
  await expect(page.locator('[data-credit-notes]')).toContainText('-£5.00');
  await link.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Credit note' })).toBeVisible();
  await expect(page.locator('[data-credit-note-number]')).toHaveText(/^[A-Z0-9-]+-CN-\d{6}$/);
  await expect(page.locator('[data-invoice-number]')).toHaveText(number);
  await expect(page.locator('[data-reason]')).toHaveText('Reason: Late delivery');
  await expect(page.locator('[data-rate="2000"] [data-rate-gross]')).toHaveText('£5.00');
  await expect(page.locator('[data-rate="2000"] [data-rate-tax]')).toHaveText('£0.83');
  await expect(page.locator('[data-total="credited"]')).toHaveText('£5.00');
  const creditNumber = (await page.locator('[data-credit-note-number]').textContent())?.trim() ?? '';
  const results = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`)).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`credit-note-${creditNumber}.pdf`);
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Back to the invoice it corrects.
  await page.getByRole('link', { name: 'Back to invoice' }).click();
  await expect(page.locator('[data-invoice-number]')).toHaveText(number);
});
