// A split test forced by split-var shows its variation and the cookie keeps it;
// the owner starts a test from /dashboard/store/split-tests/ and reads its results.
import { expect, test } from './fixtures.ts';
import { storeUrl } from '../support/e2e.ts';
import { addOwner } from '../support/e2e-stores.ts';
import { scaled } from '../support/slowdown.ts';
import { openDatabase } from '../../src/platform/db/database.ts';

// Playwright's own user agent says HeadlessChrome, a bot, which gets no session (src/lib/bots.ts).
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test.use({ userAgent: BROWSER });

test('split-var forces the homepage variation and the cookie sticks (no split-test script)', async ({ page, context }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(storeUrl('demo', '/?split-var=homepage:New'));
  await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('New in:');
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'split-tests');
  // visitor.test-variation[_test-variation…]: the page may show the store's other running tests too.
  expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]+\.\d+-\d+(_\d+-\d+)*$/);
  const [visitor, assigned] = cookie!.value.split('.') as [string, string];
  // Later visits, without the parameter, keep the forced variation (from the cache's copy for it).
  await page.goto(storeUrl('demo', '/about/'));
  await page.goto(storeUrl('demo', '/'));
  await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('New in:');
  // The same session: the same visitor, every variation kept (a test another spec started may join).
  const later = (await context.cookies()).find((candidate) => candidate.name === 'split-tests')!.value.split('.') as [string, string];
  expect(later[0]).toBe(visitor);
  expect(later[1].split('_')).toEqual(expect.arrayContaining(assigned.split('_')));
  // The query parameter named after the test previews the other variation without changing the session.
  await page.goto(storeUrl('demo', '/?homepage=Old'));
  await expect(page.getByRole('heading', { level: 1 }).first()).not.toContainText('New in:');
  await page.goto(storeUrl('demo', '/'));
  await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('New in:');
  // Split tests are decided on the server: no script of theirs reaches the page.
  expect(scripts.filter((url) => /split/i.test(url))).toEqual([]);
});

test('the owner starts a split test and reads its results', async ({ signedInPage }) => {
  test.setTimeout(scaled(60_000));
  const owner = { email: `split-owner-${Date.now()}@example.com`, password: 'owner pass phrase 42' };
  const { db } = await openDatabase(process.env.PRINTFRONT_E2E_DATABASE_URL!);
  try {
    const demo = await db.selectFrom('divisions').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow();
    await addOwner(db, demo.id, owner, { firstName: 'Olive', lastName: 'Owner' });
  } finally {
    await db.destroy();
  }
  const page = await signedInPage(owner);
  await page.goto(storeUrl('demo', '/dashboard/store/split-tests/'));
  await expect(page.getByRole('link', { name: 'Split tests' })).toHaveAttribute('aria-current', 'page');
  // The seeded named tests are listed with their figures.
  await expect(page.locator('[data-split-test="homepage"] tr[data-variation="New"]')).toBeVisible();

  // The screen's form script is a module: wait for it before using the form.
  await page.waitForLoadState('load');
  const code = `e2e-${Date.now().toString(36)}`;
  const form = page.locator('form[data-split-test-form]');
  await form.getByLabel('Name').fill('Banner colour');
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Variation 1', { exact: true }).fill('Red');
  await form.getByLabel('Variation 2', { exact: true }).fill('Blue');
  await form.getByRole('button', { name: 'Start test' }).click();
  const created = page.locator(`[data-split-test="${code}"]`);
  // Starting and ending a test move the store's content version: its rebuild may slow the reload.
  await expect(created).toContainText('Running', { timeout: scaled(20_000) });
  await expect(created.locator('tr[data-variation="Red"]')).toContainText('(default)');
  await expect(created.locator('tr[data-variation="Blue"] td').nth(3)).toHaveText('Not enough data');
  await page.waitForLoadState('load');
  await created.getByRole('button', { name: 'End test' }).click();
  await expect(page.locator(`[data-split-test="${code}"]`)).toContainText('Ended', { timeout: scaled(20_000) });
});
