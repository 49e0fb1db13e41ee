// Notifications appear on the dashboard (top-right and behind the bell),
// an older one with the same tag gives way to a mergable newer one, dismissal removes one
// for good (mark-as-deleted), an action without a link moves one to the header, and the
// page title carries the unread count.
import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import { storeUrl } from '../support/e2e.ts';
import { openDatabase } from '../../src/platform/db/database.ts';
import { hashPassword } from '../../src/platform/security/passwords.ts';

const PASSWORD = 'owner pass phrase 42';

/**
 * A fresh owner of the demo store with copies of three notifications written straight to the
 * database (sending to the demo team would show them to every other spec's owner too).
 */
async function ownerWithNotifications(): Promise<string> {
  const email = `notes-owner-${Date.now()}@example.com`;
  const { db } = await openDatabase(process.env.PRINTFRONT_E2E_DATABASE_URL!);
  try {
    const time = new Date().toISOString();
    const user = await db
      .insertInto('users')
      .values({
        email,
        password_hash: await hashPassword(PASSWORD),
        first_name: 'Nina',
        last_name: 'Notes',
        status: 0,
        verified_at: time,
        eula_signed_at: time,
        dashboard_access: 1,
        created_at: time,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const demo = await db.selectFrom('divisions').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow();
    await db.insertInto('store_members').values({ user_id: user.id, division_id: demo.id, role: 'owner' }).execute();
    const notes = [
      { title: 'Order 1 is in', tag: 'orders', mergable: 0, at: '2026-01-01T10:00:00.000Z', extras: {} },
      {
        title: 'Orders 1 and 2 are in',
        tag: 'orders',
        mergable: 1,
        at: '2026-01-01T10:05:00.000Z',
        extras: { actions: [{ text: 'Keep for later', href: null }] },
      },
      { title: 'Your store was approved', tag: null, mergable: 0, at: '2026-01-01T09:00:00.000Z', extras: {} },
    ];
    for (const note of notes) {
      const row = await db
        .insertInto('notifications')
        .values({
          division_id: demo.id,
          uuid: randomUUID(),
          title: note.title,
          body: 'From the e2e spec',
          image: null,
          href: null,
          position: 'top-right',
          template: 'Simple',
          tag: note.tag,
          mergable: note.mergable,
          extras_json: JSON.stringify(note.extras),
          audience: 'team',
          related: null,
          created_by: null,
          created_at: note.at,
          scheduled_at: null,
          sent_at: note.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('notification_recipients')
        .values({ notification_id: row.id, division_id: demo.id, user_id: user.id, kind: 'member', created_at: note.at })
        .execute();
    }
  } finally {
    await db.destroy();
  }
  return email;
}

test('notifications appear, merge by tag, move to the header and are dismissed for good', async ({ signedInPage }) => {
  const email = await ownerWithNotifications();
  const page = await signedInPage({ email, password: PASSWORD });
  await page.goto(storeUrl('demo', '/dashboard/store/settings/'));
  await page.locator('.pf-notifications').locator('xpath=ancestor::astro-island[not(@ssr)]').waitFor();

  const floating = page.locator('.pf-notifications-top-right');
  // The mergable one took the place of the older one with its tag.
  await expect(floating.getByRole('article')).toHaveCount(2);
  await expect(floating.getByRole('article', { name: 'Orders 1 and 2 are in' })).toBeVisible();
  await expect(floating.getByRole('article', { name: 'Order 1 is in' })).toHaveCount(0);
  await expect(page).toHaveTitle(/^\(2\) /);

  // An action without a link keeps the item in the header.
  await floating.getByRole('button', { name: 'Keep for later' }).click();
  await expect(floating.getByRole('article')).toHaveCount(1);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  const header = page.getByRole('region', { name: 'Notifications' });
  await expect(header.getByRole('article', { name: 'Orders 1 and 2 are in' })).toBeVisible();
  // Opening the list reads them: the title loses its count.
  await expect(page).not.toHaveTitle(/^\(\d+\) /);
  // The list is a dropdown among the page's overlays: Escape closes it, the bell opens it again.
  await page.keyboard.press('Escape');
  await expect(header).toBeHidden();
  await expect(bell).toHaveAttribute('aria-expanded', 'false');
  await bell.click();
  await expect(header).toBeVisible();

  // Dismissal removes it for good: gone after a reload too.
  const dismissed = page.waitForResponse((response) => response.url().includes('/mark-as-deleted/') && response.status() === 200);
  await floating.getByRole('button', { name: 'Dismiss Your store was approved' }).click();
  await dismissed;
  await expect(floating.getByRole('article')).toHaveCount(0);
  await page.reload();
  await page.locator('.pf-notifications').locator('xpath=ancestor::astro-island[not(@ssr)]').waitFor();
  await expect(page.getByRole('article', { name: 'Your store was approved' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Orders 1 and 2 are in' })).toHaveCount(1);
});
