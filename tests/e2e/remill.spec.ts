// The free return offer on the demo store's /free-returns/ page. The offer is HTML; the
// return-offer popup (React) loads on the first press; it submits once however often it is
// pressed, closes its form into a thanks state, and says "We're sorry, something went wrong.
// Please try again later." when the server fails.
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axe } from '../support/axe.ts';
import { storeUrl } from '../support/e2e.ts';
import { DEMO_USERS } from '../../src/seed/users.ts';

const PAGE = '/free-returns/';
const SUBMIT = '**/omnis/v3/frontend/retex/remill/submit/';
const FAILURE = "We're sorry, something went wrong. Please try again later.";

test.use({ reducedMotion: 'reduce' });

let emails = 0;
const email = () => `remill-e2e-${Date.now().toString(36)}-${++emails}@example.com`;

/** Opens the page and the popup; the submit calls made from then on. */
async function openPopup(page: Page): Promise<string[]> {
  const submits: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/retex/remill/submit/')) submits.push(request.postData() ?? '');
  });
  await page.goto(storeUrl('demo', PAGE));
  const opener = page.locator('button[data-return-offer-open][data-ready]');
  await opener.click();
  await expect(page.getByRole('dialog', { name: 'Get a free returns label' })).toBeVisible();
  return submits;
}

test('the offer is HTML until pressed; the popup checks the email, submits and shows its thanks', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await page.goto(storeUrl('demo', PAGE));
  const offer = page.locator('[data-block-type="remillReturn"]');
  await expect(offer.getByRole('heading', { name: 'Send us your old clothes, free' })).toBeVisible();
  await expect(offer.getByText('Not denim or underwear')).toBeVisible();
  await expect(page.locator('astro-island')).toHaveCount(0);
  await page.locator('button[data-return-offer-open][data-ready]').waitFor();
  const before = scripts.length;

  const opener = page.getByRole('button', { name: 'Get a free returns label' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Get a free returns label' });
  await expect(dialog).toBeVisible();
  expect(scripts.length, 'the popup is fetched on the first press').toBeGreaterThan(before);
  await expect(dialog.getByLabel('Email address')).toBeFocused();
  const findings = await axe(page).include('dialog').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(findings.violations.map((violation) => violation.id)).toEqual([]);

  const send = dialog.getByRole('button', { name: 'Email me a label' });
  await send.click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await dialog.getByLabel('Email address').fill('not-an-email');
  await send.click();
  await expect(dialog.getByText('Please enter a valid email address.')).toBeVisible();

  await dialog.getByLabel('Email address').fill(email());
  await send.click();
  const thanks = page.getByRole('dialog', { name: 'Thank you!' });
  await expect(thanks.getByText("Thanks! We've emailed you a free returns label.", { exact: false })).toBeVisible();
  await expect(thanks.getByLabel('Email address')).toHaveCount(0);
  await expect(thanks.getByRole('button', { name: 'Done' })).toBeFocused();
  await thanks.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();

  // Opened again, it starts with an empty form.
  await opener.click();
  await expect(page.getByRole('dialog', { name: 'Get a free returns label' }).getByLabel('Email address')).toHaveValue('');
  await page.screenshot({ path: 'test-results/remill/popup.png' });
  expect(errors).toEqual([]);
});

test('a submit while one is on its way is ignored: a double click, an Enter and another click send one request', async ({ page }) => {
  const submits = await openPopup(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(SUBMIT, async (route: Route) => {
    await held;
    await route.continue();
  });
  const dialog = page.getByRole('dialog', { name: 'Get a free returns label' });
  await dialog.getByLabel('Email address').fill(email());
  // A double click is two clicks in one go; then, with the call held, Enter and a third click.
  await dialog.getByRole('button', { name: 'Email me a label' }).dblclick();
  const sending = dialog.getByRole('button', { name: 'Sending…' });
  await expect(sending).toHaveAttribute('aria-disabled', 'true');
  await dialog.getByLabel('Email address').press('Enter');
  await sending.click({ force: true });
  await expect.poll(() => submits.length).toBe(1);
  release();
  await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
  expect(submits).toHaveLength(1);
});

test('a server failure shows the return-offer failure text and keeps the form', async ({ page }) => {
  await openPopup(page);
  await page.route(SUBMIT, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Server error', code: 'server' }) }),
  );
  const dialog = page.getByRole('dialog', { name: 'Get a free returns label' });
  await dialog.getByLabel('Email address').fill(email());
  await dialog.getByRole('button', { name: 'Email me a label' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(FAILURE);
  await expect(dialog.getByLabel('Email address')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Email me a label' })).toBeVisible();
});

test('staff receive the parcel by scanning its label into the scan field (typed, then Enter)', async ({ page, signIn }) => {
  // A shopper asks for a label…
  const shopper = email();
  await openPopup(page);
  const dialog = page.getByRole('dialog', { name: 'Get a free returns label' });
  await dialog.getByLabel('Email address').fill(shopper);
  await dialog.getByRole('button', { name: 'Email me a label' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
  await page.context().clearCookies();

  // …and staff find it in the list and scan it: a keyboard-wedge scanner types the code and presses Enter.
  await signIn(page.context(), DEMO_USERS.staff);
  await page.goto(storeUrl('demo', '/atlas/remill/'));
  const row = page.locator('tr', { hasText: shopper });
  const code = (await row.locator('td').first().textContent())!.trim();
  expect(code).toMatch(/^RX\d{10}$/);
  const scan = page.getByLabel('Free returns label code');
  await expect(scan).toBeFocused();
  await scan.pressSequentially(code.toLowerCase());
  await scan.press('Enter');
  await expect(page.getByRole('status')).toContainText(`Parcel ${code} received`);
  await expect(page.getByRole('status')).toContainText(`sent to ${shopper}`);
  await expect(page.locator('tr', { hasText: shopper })).toContainText(/Received.*REMILL-[A-Z2-9]{6}/);
  const findings = await axe(page).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(findings.violations.map((violation) => violation.id)).toEqual([]);
});
