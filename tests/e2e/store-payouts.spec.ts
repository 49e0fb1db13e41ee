// Store payouts with the built-in test processor: the owner of a new store chooses their own
// Stripe account, connects it (the test onboarding stands in for Stripe's form, through the same
// path), sees what is still needed, finishes, and comes back to a store that is ready. No JavaScript
// is needed: every step is a plain form.
import { expect, test } from './fixtures.ts';
import { storeUrl } from '../support/e2e.ts';
import { proStoreWithOwner } from '../support/e2e-stores.ts';
import { axe } from '../support/axe.ts';

/** axe's WCAG 2 AA findings on the page as it is now, one rule id each. */
const axeViolations = async (page: Parameters<typeof axe>[0]) =>
  (await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()).violations.map((violation) => violation.id);

test('the owner connects a direct store through the test onboarding and sees it ready', async ({ signedInPage }) => {
  const store = await proStoreWithOwner('payouts', { firstName: 'Petra', lastName: 'Payouts', companyName: 'Payout Test Co' });
  const page = await signedInPage(store.owner, { subdomain: store.subdomain });
  await page.goto(storeUrl(store.subdomain, '/dashboard/store/settings/'));
  await page.getByRole('link', { name: 'Payment settings' }).click();
  await page.waitForURL(/\/dashboard\/store\/settings\/payments\/$/);
  await expect(page.getByRole('heading', { name: 'Payment settings' })).toBeVisible();

  await page.getByLabel(/Your own Stripe account/).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\?saved=1$/);
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  await expect(page.getByText('Test mode: connecting runs a test onboarding')).toBeVisible();
  await expect(page.getByText(/^Not connected\./)).toBeVisible();

  await page.getByRole('button', { name: 'Connect with Stripe' }).click();
  await page.waitForURL(/\/payments\/test-onboarding\/$/);
  await expect(page.getByRole('heading', { name: 'Test mode: Stripe onboarding' })).toBeVisible();
  // Leaving the form unfinished: the settings say what Stripe still needs.
  await page.getByRole('link', { name: 'Cancel' }).click();
  await page.waitForURL(/\/dashboard\/store\/settings\/payments\/$/);
  await expect(page.getByText('Onboarding unfinished: your store is not taking payments yet.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'A bank account for payouts' })).toBeVisible();
  expect.soft(await axeViolations(page), 'payment settings').toEqual([]);

  await page.getByRole('button', { name: 'Finish onboarding with Stripe' }).click();
  await page.waitForURL(/\/payments\/test-onboarding\/$/);
  await page.getByRole('button', { name: 'Complete test onboarding' }).click();
  await page.waitForURL(/\/payments\/\?connect=return$/);
  await expect(page.getByText(/^Ready: your store takes payments on your Stripe account/)).toBeVisible();
  await expect(page.getByText('Payouts to your bank account are enabled.')).toBeVisible();
  await expect(page.getByRole('button', { name: /with Stripe/ })).toHaveCount(0);
});
