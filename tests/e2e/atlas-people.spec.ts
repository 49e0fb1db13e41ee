// Back office, people: a staff member changes a customer's lead status and tags,
// adds an RFID badge to a staff profile, and approves a permission request — whose
// requester's mail then shows in the outbox (/teemail/). Desktop only.
import { expect, test } from './fixtures.ts';
import { storeUrl } from '../support/e2e.ts';
import { openDatabase } from '../../src/platform/db/database.ts';

const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A customer who asked for a dashboard right, straight into the database: the review is what is tested. */
async function customerWithRequest(): Promise<{ id: number; email: string; staffId: number }> {
  const { db } = await openDatabase(process.env.PRINTFRONT_E2E_DATABASE_URL!);
  try {
    const time = new Date().toISOString();
    const email = `crm-${unique}@example.com`;
    const user = await db
      .insertInto('users')
      .values({
        email,
        password_hash: 'x',
        first_name: 'Robin',
        last_name: `Requester ${unique}`,
        status: 0,
        verified_at: time,
        eula_signed_at: time,
        permissions_json: '[]',
        created_at: time,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('permission_requests')
      .values({ user_id: user.id, division_id: null, permissions: 'dashboard.themes', reason: 'I run our merch design now', created_at: time })
      .execute();
    const staff = await db.selectFrom('users').select('id').where('email', '=', 'staff@printfront.test').executeTakeFirstOrThrow();
    return { id: user.id, email, staffId: staff.id };
  } finally {
    await db.destroy();
  }
}

test('staff edit a customer, add a badge and approve a permission request', async ({ staffPage: page }) => {
  const customer = await customerWithRequest();

  // The CRM: find the customer, change lead status and tags.
  await page.goto(storeUrl('demo', '/atlas/customers/'));
  await page.getByLabel('Search').fill(customer.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: `Robin Requester ${unique}` }).click();
  await page.waitForURL(`**/atlas/customers/${customer.id}/`);
  await page.locator('astro-island:not([ssr])').first().waitFor();
  await page.getByLabel('Lead status').selectOption('won');
  await page.getByRole('checkbox', { name: 'events' }).check();
  await page.getByRole('checkbox', { name: 'music' }).check();
  await page.getByLabel('Phone').fill('12345');
  await page.getByRole('button', { name: 'Save customer' }).click();
  await expect(page.locator('#customer-phone-error')).toHaveText('Please enter a valid UK phone number.');
  await page.getByLabel('Phone').fill('020 7946 0018');
  await page.getByRole('button', { name: 'Save customer' }).click();
  await expect(page.getByRole('status')).toHaveText('Customer saved.');
  await page.goto(storeUrl('demo', `/atlas/customers/?leadStatus=won&tag=music&search=${encodeURIComponent(customer.email)}`));
  await expect(page.locator(`[data-customer-id="${customer.id}"]`)).toContainText('events, music');

  // A staff profile: add an RFID badge.
  await page.goto(storeUrl('demo', `/atlas/staff/${customer.staffId}/`));
  await page.locator('astro-island:not([ssr])').first().waitFor();
  await expect(page.getByRole('list', { name: 'Badges' })).toContainText('RFID-0001');
  const badge = `E2E-${unique}`.toUpperCase();
  await page.getByLabel(/New badge id/).fill(badge);
  await page.getByRole('button', { name: 'Add badge' }).click();
  await expect(page.getByRole('status')).toHaveText(`Badge ${badge} added.`);
  await expect(page.getByRole('list', { name: 'Badges' })).toContainText(badge);
  await page.getByLabel(/New badge id/).fill('RFID-0001');
  await page.getByRole('button', { name: 'Add badge' }).click();
  await expect(page.locator('#staff-rfid-error')).toHaveText('This badge is already registered to a staff member.');

  // Users: approve the request; the requester is told by mail.
  await page.goto(storeUrl('demo', '/atlas/users/'));
  await page.locator('astro-island:not([ssr])').first().waitFor();
  await page.getByRole('button', { name: `Approve ${customer.email}'s request` }).click();
  await expect(page.getByRole('status')).toHaveText(`Robin Requester ${unique}'s request approved.`);
  await page.goto(storeUrl('demo', '/teemail/'));
  const mail = page.getByRole('link').filter({ hasText: customer.email });
  await expect(mail).toContainText('Your permission request was approved');
  await mail.click();
  await expect(page.locator('iframe').first()).toHaveAttribute('srcdoc', /dashboard\.themes/);
});
