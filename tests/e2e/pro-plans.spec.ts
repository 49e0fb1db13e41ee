// Pro bought and given up in the browser, on the built-in test processor (no script needed:
// plain forms): a new owner picks the yearly plan, subscribes on the test checkout, comes back
// Pro with the plan and its invoice listed, cancels on the test billing portal, ends the
// period, and the store is on Free again. Desktop only.
import { expect, test } from './fixtures.ts';
import { storeUrl } from '../support/e2e.ts';
import { openDatabase } from '../../src/platform/db/database.ts';
import { signUp } from '../../src/server/accounts/sign-up.ts';

const PASSWORD = 'plan pass phrase 42';

/** A new owner with a store of their own, verified and past the licence, as sign-up leaves them once done. */
async function newOwner(): Promise<{ email: string; password: string; subdomain: string }> {
  const stamp = `${Date.now().toString(36)}${process.pid}`;
  const email = `pro-${stamp}@example.com`;
  const { db } = await openDatabase(process.env.PRINTFRONT_E2E_DATABASE_URL!);
  try {
    const { store } = await signUp(db, {
      email,
      password: PASSWORD,
      firstName: 'Pat',
      lastName: 'Pro',
      should_have_store: true,
      dashboard_access: true,
      clientIp: `198.51.100.${1 + Math.floor(Math.random() * 250)}`,
    });
    const time = new Date().toISOString();
    await db.updateTable('users').set({ verified_at: time, eula_signed_at: time }).where('email', '=', email).execute();
    return { email, password: PASSWORD, subdomain: store!.subdomain };
  } finally {
    await db.destroy();
  }
}

test('an owner buys Pro yearly on the test processor, sees its invoice, cancels and ends it: Free again', async ({ signedInPage }) => {
  const owner = await newOwner();
  const page = await signedInPage(owner, { subdomain: owner.subdomain });
  await page.goto(storeUrl(owner.subdomain, '/teemill-plans/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sell more with Pro' })).toBeVisible();
  await expect(page.getByText(/is on the\s+Free\s+plan/)).toBeVisible();

  await page.getByRole('button', { name: 'Go Pro yearly: £250.00' }).click();
  await expect(page).toHaveURL(/\/teemill-plans\/test-checkout\/\?session=/);
  await expect(page.getByRole('heading', { name: 'Subscribe to Pro' })).toBeVisible();
  await expect(page.getByText('£250.00 a year')).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe (test)' }).click();

  await expect(page).toHaveURL(/\/teemill-plans\/\?subscribed=year$/);
  await expect(page.getByRole('status')).toHaveText('Welcome to Pro: every Pro feature is now on for your store.');
  await expect(page.getByText(/is on the\s+Pro\s+plan/)).toBeVisible();
  const invoices = page.getByRole('region', { name: 'Your plan and invoices' });
  await expect(invoices.getByRole('row')).toHaveCount(2);
  await expect(invoices.getByRole('row').nth(1)).toContainText('£250.00');
  await expect(page.getByText(/Renews on \d{1,2} \w+ \d{4}\./)).toBeVisible();

  await page.getByRole('button', { name: 'Manage billing' }).click();
  await expect(page).toHaveURL(/\/teemill-plans\/test-portal\/$/);
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(page.getByRole('status')).toHaveText('Your plan is cancelled. Pro stays on until the end of the period you paid for.');
  await expect(page.getByRole('button', { name: 'Keep my plan' })).toBeVisible();
  await page.getByRole('button', { name: 'End the period now (test)' }).click();
  await expect(page.getByText('There is no Pro plan to manage.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to the plans' }).click();
  await expect(page.getByText(/Your Pro plan ended on/)).toBeVisible();
  await expect(page.getByText(/is on the\s+Free\s+plan/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Pro monthly: £25.00' })).toBeVisible();
});
