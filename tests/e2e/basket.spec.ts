// The shopper's basket and favourites in a real browser: product → colour and size → add →
// basket → quantity → remove, with and without JavaScript; favourites: heart, list, confetti
// when empty, e-mail for later (read from the outbox table) and recover in a second browser
// context. The two journeys with JavaScript run at phone width too (tag @phone).
import { expect, test, type Page } from '@playwright/test';
import { openDatabase } from '../../src/platform/db/database.ts';
import { storeUrl } from '../support/e2e.ts';

const PRODUCT = '/product/fjord-lines-t-shirt/';

/** Picks the second colour (its own address) and a size, as a shopper would. */
async function chooseColourAndSize(page: Page): Promise<string> {
  await page.goto(storeUrl('demo', PRODUCT));
  const swatch = page.locator('.swatches a.swatch').nth(1);
  const colour = (await swatch.getAttribute('title')) ?? '';
  await swatch.click();
  await expect(page.locator('#colour-label strong')).toHaveText(colour);
  await page.locator('form.add-to-basket').getByLabel('M', { exact: true }).check();
  return colour;
}

test.describe('basket with JavaScript', () => {
  test('product → colour and size → add → basket → change quantity → remove', { tag: '@phone' }, async ({ page }) => {
    const colour = await chooseColourAndSize(page);
    await page.locator('form.add-to-basket').getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.locator('[data-add-status]')).toContainText('Added to your basket');
    // The header agrees without a reload, and on the next (cached) page from the hint cookie.
    await expect(page.locator('.site-header [data-basket-count]')).toHaveText('1');
    await page.goto(storeUrl('demo', '/'));
    await expect(page.locator('.site-header [data-basket-count]')).toHaveText('1');

    await page.goto(storeUrl('demo', '/basket/'));
    const line = page.locator('[data-line]');
    await expect(line).toHaveCount(1);
    await expect(line.locator('.options')).toContainText(`Colour: ${colour}`);
    await expect(line.locator('.options')).toContainText('Size: M');
    const subtotal = await page.locator('[data-subtotal]').textContent();
    await line.getByRole('button', { name: /One more/ }).click();
    await expect(line.locator('[data-quantity]')).toHaveText('2');
    await expect(page.locator('.site-header [data-basket-count]')).toHaveText('2');
    await expect(page.locator('[data-subtotal]')).not.toHaveText(subtotal ?? '');
    await page.reload();
    await expect(page.locator('[data-line] [data-quantity]')).toHaveText('2');

    await page
      .locator('[data-line]')
      .getByRole('button', { name: /Remove/ })
      .click();
    await expect(page.getByText('Your basket is empty.')).toBeVisible();
    await expect(page.locator('.site-header [data-basket-count]')).toBeHidden();
  });

  test('the exchange-rate note shows 500 ms after the basket opens in another currency, for 10 s', async ({ page, context }) => {
    await chooseColourAndSize(page);
    await page.locator('form.add-to-basket').getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.locator('[data-add-status]')).toContainText('Added to your basket');
    await context.addCookies([{ name: 'currency', value: 'USD', url: storeUrl('demo', '/') }]);
    await page.clock.install();
    await page.goto(storeUrl('demo', '/basket/'));
    await expect(page.locator('[data-subtotal]')).toHaveText(/^\$/);
    const note = page.getByText('Discount applied due to improved exchange rates');
    await expect(note).toBeHidden();
    await page.clock.runFor(600);
    await expect(note).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(note).toBeHidden();
  });
});

test.describe('basket without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the same journey with plain forms that post and redirect back', async ({ page }) => {
    await chooseColourAndSize(page);
    await page.locator('form.add-to-basket').getByRole('button', { name: 'Add to basket' }).click();
    await expect(page).toHaveURL(/\/basket\/\?added=1$/);
    await expect(page.getByText('Added to your basket')).toBeVisible();
    const line = page.locator('[data-line]');
    await expect(line).toHaveCount(1);
    await line.getByRole('button', { name: /One more/ }).click();
    await expect(page).toHaveURL(/\/basket\/$/);
    await expect(page.locator('[data-line] [data-quantity]')).toHaveText('2');
    await page
      .locator('[data-line]')
      .getByRole('button', { name: /Remove/ })
      .click();
    await expect(page.getByText('Your basket is empty.')).toBeVisible();
  });
});

test.describe('favourites', () => {
  test('heart → list → remove → confetti on empty; e-mail for later and recover in a second browser', { tag: '@phone' }, async ({ page, browser }) => {
    await page.goto(storeUrl('demo', PRODUCT));
    const heart = page.locator('.favourite form[data-favourite-form] button');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.site-header a[data-favourites]')).toBeVisible();

    await page.goto(storeUrl('demo', '/favourites/'));
    const kept = page.locator('[data-favourite]');
    await expect(kept).toHaveCount(1);
    await expect(kept.locator('.price')).toHaveText(/^£/);
    // The list is an island: a press before it hydrates would be the bare form's own submit.
    await page.locator('astro-island:not([ssr])', { has: page.getByLabel('E-mail me this list for later') }).waitFor();

    const email = `favourites-${Date.now().toString(36)}@example.com`;
    await page.getByLabel('E-mail me this list for later').fill(email);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.locator('.favourites .notice')).toHaveText("We've emailed you a link to your favourites");

    const { db } = await openDatabase(process.env.PRINTFRONT_E2E_DATABASE_URL!);
    let link: string | undefined;
    try {
      const mail = await db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow();
      link = /https?:\/\/\S+\/favourites\/\?br=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
    } finally {
      await db.destroy();
    }
    expect(link).toBeTruthy();

    // Another browser (no cookies in common) restores the list from the link.
    const other = await browser.newContext();
    try {
      const second = await other.newPage();
      await second.goto(link!);
      await second.getByRole('button', { name: 'Add these favourites to this browser' }).click();
      await expect(second.locator('[data-favourite]')).toHaveCount(1);
      await expect(second.locator('.favourites .notice')).toHaveText('Your saved favourites are back');
    } finally {
      await other.close();
    }

    // Emptying the list celebrates with confetti (canvas-confetti, loaded only now).
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(request.url()));
    // canvas-confetti removes its canvas when the burst ends, so note it as it is added.
    await page.evaluate(() => {
      new MutationObserver((records) => {
        if (records.some((record) => [...record.addedNodes].some((node) => node.nodeName === 'CANVAS'))) document.body.dataset.confettiSeen = '1';
      }).observe(document.body, { childList: true });
    });
    await page
      .locator('[data-favourite]')
      .getByRole('button', { name: /Remove/ })
      .click();
    await expect(page.getByText('You have no favourites yet.')).toBeVisible();
    await expect(page.locator('body')).toHaveAttribute('data-confetti-seen', '1');
    expect(loaded.some((url) => /confetti/.test(url))).toBe(true);
    await expect(page.locator('.site-header a[data-favourites]')).toBeHidden();
  });

  test('without JavaScript a heart is a form that keeps the favourite', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(storeUrl('demo', PRODUCT));
      await page.locator('.favourite form[data-favourite-form] button').click();
      await expect(page).toHaveURL(/\/favourites\/\?added=1$/);
      await expect(page.locator('[data-favourite]')).toHaveCount(1);
    } finally {
      await context.close();
    }
  });
});
