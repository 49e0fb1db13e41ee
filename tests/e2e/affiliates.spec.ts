// The owner runs the affiliate programme from /dashboard/store/affiliates/, a
// visitor arriving through the link is counted, and the profit estimate follows its inputs.
import { expect, test } from './fixtures.ts';
import { axe } from '../support/axe.ts';
import { storeUrl } from '../support/e2e.ts';
import { addOwner } from '../support/e2e-stores.ts';
import { openDatabase } from '../../src/platform/db/database.ts';

/** A fresh owner of the demo store (the seed's owners are other specs' to use). */
async function newOwner(): Promise<{ email: string; password: string }> {
  const owner = { email: `aff-owner-${Date.now()}@example.com`, password: 'owner pass phrase 42' };
  const { db } = await openDatabase(process.env.PRINTFRONT_E2E_DATABASE_URL!);
  try {
    const demo = await db.selectFrom('divisions').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow();
    await addOwner(db, demo.id, owner, { firstName: 'Olive', lastName: 'Owner' });
  } finally {
    await db.destroy();
  }
  return owner;
}

test('the owner adds an affiliate, is told of a bad rate, and sees the click of a visit through the link', async ({ browser, signedInPage }) => {
  const owner = await newOwner();
  const page = await signedInPage(owner);
  await page.goto(storeUrl('demo', '/dashboard/store/affiliates/'));
  await expect(page.getByRole('link', { name: 'Affiliates' })).toHaveAttribute('aria-current', 'page');
  const audit = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(
    audit.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    ),
  ).toEqual([]);

  const code = `e2e${Date.now().toString(36)}`;
  const add = page.locator('form[data-method="POST"]');
  await add.getByLabel('Name').fill('Eddie Example');
  await add.getByLabel('Email address').fill(`${code}@example.com`);
  await add.getByLabel('Code (optional)').fill(code);
  await add.getByRole('button', { name: 'Add affiliate' }).click();
  const row = page.locator(`tr[data-affiliate="${code}"]`);
  await expect(row).toContainText(`/a/${code}/`);
  await expect(row.locator('td').nth(1)).toHaveText('0');

  const settings = page.locator('form[data-method="PUT"]');
  await settings.getByLabel('Commission rate (%)').fill('12.345');
  await settings.getByRole('button', { name: 'Save commission' }).click();
  await expect(settings.locator('[data-error-for="commissionRate"]')).toHaveText('Must contain a number with up to two decimal places.');

  // A new visitor arrives through the link: sent to the home page, and counted.
  const visitor = await browser.newContext();
  const visit = await visitor.newPage();
  await visit.goto(storeUrl('demo', `/a/${code}/`));
  await expect(visit).toHaveURL(storeUrl('demo', '/'));
  expect((await visitor.cookies()).find((cookie) => cookie.name === 'pf_aff')).toMatchObject({
    httpOnly: true,
    value: expect.stringMatching(new RegExp(`^${code}\\.\\d+$`)),
  });
  await visitor.close();
  await page.reload();
  await expect(page.locator(`tr[data-affiliate="${code}"] td`).nth(1)).toHaveText('1');
});

test('the profit estimate follows the sales typed in', async ({ page }) => {
  await page.goto(storeUrl('demo', '/all-blocks/'));
  const block = page.locator('[data-profit-estimate]');
  const output = block.locator('[data-estimate]');
  const before = await output.textContent();
  await block.getByLabel('Sales per month').fill('80');
  await expect(output).not.toHaveText(before ?? '');
  // 80 sales at the product's profit per sale, which the 40 sales of the seed show as the estimate.
  const perSale = Number((before ?? '').replace(/[^\d.]/g, '')) / 40;
  await expect(output).toHaveText(`£${(perSale * 80).toFixed(2)}`);
});
