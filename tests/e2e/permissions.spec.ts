// An element that needs a permission intercepts the click and asks for it.
import { expect, test } from './fixtures.ts';
import { storeUrl } from '../support/e2e.ts';
import { openDatabase } from '../../src/platform/db/database.ts';

import { hashPassword } from '../../src/platform/security/passwords.ts';

test('a staff member without the plugins right is asked for it instead of being taken there', async ({ signedInPage }) => {
  // A staff member of the demo store with dashboard access but no plugins right.
  const staff = { email: `staff-${Date.now()}@example.com`, password: 'staff pass phrase 42' };
  const { db } = await openDatabase(process.env.PRINTFRONT_E2E_DATABASE_URL!);
  try {
    const time = new Date().toISOString();
    const user = await db
      .insertInto('users')
      .values({
        email: staff.email,
        password_hash: await hashPassword(staff.password),
        first_name: 'Stevie',
        last_name: 'Staff',
        status: 0,
        verified_at: time,
        eula_signed_at: time,
        dashboard_access: 1,
        permissions_json: '[]',
        created_at: time,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const demo = await db.selectFrom('divisions').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow();
    await db.insertInto('store_members').values({ user_id: user.id, division_id: demo.id, role: 'staff' }).execute();
  } finally {
    await db.destroy();
  }

  const page = await signedInPage(staff);
  await page.goto(storeUrl('demo', '/dashboard/'));
  await page.locator('astro-island:not([ssr])').first().waitFor();

  // The store card's link (the dashboard's section links are plain navigation).
  const plugins = page.locator('#stores').getByRole('link', { name: 'Plugins' }).first();
  await plugins.click();
  // The click was caught: still on the dashboard, with the request popup open.
  await expect(page).toHaveURL(/\/dashboard\/$/);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox').first().fill('I look after the store’s currency settings');
  await dialog.getByRole('button', { name: /request|send|submit/i }).click();
  await expect(page.getByText('Permission request successfully submitted')).toBeVisible();
});
