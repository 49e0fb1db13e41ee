// Plugins and settings: as the demo owner, the dashboard home shows the store's checklist; a GA
// measurement id is checked as it is typed ('Invalid measurement ID'), then fixed and saved.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axe } from '../support/axe.ts';
import { storeUrl } from '../support/e2e.ts';
import { DEMO_USERS } from '../../src/seed/users.ts';

/** axe's WCAG 2 AA findings on the page as it is now, one line each. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .slice(0, 4)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

test('the owner sees the checklist, is told of a bad GA measurement id as they type, and saves a good one', async ({ ownerPage: page }) => {
  await page.goto(storeUrl('demo', '/dashboard/'));

  const progress = page.locator('#store-progress');
  await expect(progress.getByText(/\d of 8 steps done/)).toBeVisible();
  await expect(progress.getByText('Next step:')).toBeVisible();
  await expect(progress.locator('[data-gate="sign-up"]')).toHaveAttribute('data-done', 'true');

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Plugins' }).click();
  await page.waitForURL(/\/plugins\/$/);
  await page.getByRole('link', { name: /Google Analytics/ }).click();
  await page.waitForURL(/\/plugins\/analytics$/);
  await page.locator('astro-island:not([ssr])').first().waitFor();

  const measurement = page.getByLabel('Measurement ID');
  await measurement.fill('UA-12345');
  // Checked as typed, before anything is sent.
  await expect(page.getByText('Invalid measurement ID')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/plugins\/analytics$/);
  await expect(measurement).toBeFocused();

  await measurement.fill('G-E2E12345');
  await expect(page.getByText('Invalid measurement ID')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/plugins\/analytics\?saved=1$/);
  await expect(page.getByText('Your settings have been saved.')).toBeVisible();
  await expect(page.getByLabel('Measurement ID')).toHaveValue('G-E2E12345');
  expect.soft(await axeViolations(page), 'plugin form').toEqual([]);
});

test('the owner adds and removes a search redirect on the settings screen', async ({ signedInPage }) => {
  const page = await signedInPage(DEMO_USERS.owner, { subdomain: 'north' });
  await page.goto(storeUrl('north', '/dashboard/store/settings/'));
  await page.locator('astro-island:not([ssr])').first().waitFor();
  expect.soft(await axeViolations(page), 'settings screen').toEqual([]);

  const redirects = page.locator('form[aria-labelledby="redirects-title"]');
  const term = `e2e-${Date.now()}`;
  await redirects.getByLabel('Search term').fill(term);
  // The destination is chosen in the link selection popup; a custom link passes the URL sanitiser.
  await redirects.getByRole('button', { name: 'Choose link' }).click();
  const links = page.getByRole('dialog');
  await links.getByRole('tab', { name: 'Custom link' }).click();
  await links.getByLabel('Address').fill('javascript:alert(1)');
  await links.getByRole('button', { name: 'Use this link' }).click();
  await expect(links.getByText('Please enter a valid url.')).toBeVisible();
  await links.getByLabel('Address').fill('/collection/sale/');
  await links.getByRole('button', { name: 'Use this link' }).click();
  await expect(redirects.getByText('/collection/sale/')).toBeVisible();
  await redirects.getByRole('button', { name: 'Add redirect' }).click();
  await expect(redirects.getByText(term)).toBeVisible();

  // The storefront's search now follows it.
  const shopper = await page.context().newPage();
  await shopper.goto(storeUrl('north', `/search/?search=${term.toUpperCase()}`));
  await expect(shopper).toHaveURL(/\/collection\/sale\/$/);
  await shopper.close();

  await redirects.getByRole('button', { name: `Remove the redirect for ${term}` }).click();
  await expect(redirects.getByText(term)).toHaveCount(0);
});
