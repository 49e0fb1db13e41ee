// Accounts in Chromium against the built server and its API (docs/accounts-api.md):
// sign-up → verify through the outbox → licence → dashboard; two-step verification with
// an authenticator app and with a recovery code; logout; guarded pages; /403/.
import { expect, test, type Page } from '@playwright/test';
import { storeUrl } from '../support/e2e.ts';
import { totpSequence } from '../support/totp.ts';
import { DEMO_USERS } from '../../src/seed/users.ts';
import { scaled } from '../support/slowdown.ts';

const { owner: OWNER, shopper: SHOPPER } = DEMO_USERS;
const NEW_PASSWORD = 'mellow-harbour-lantern-42';

/** Islands render on the server first; they answer clicks once Astro has hydrated them. */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island').first()).toBeAttached();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.test`;
}

async function logIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await hydrated(page);
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Signs up on the demo store and lands on "check your inbox". */
async function signUp(page: Page, firstName: string, email: string): Promise<void> {
  await page.goto(storeUrl('demo', '/sign-up/'));
  await hydrated(page);
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('checkbox', { name: /I want a store/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/sign-up\/verify\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
}

/** The verification link of the newest verification mail in the signed-in user's outbox. */
async function verificationLink(page: Page): Promise<string> {
  await page.goto(storeUrl('demo', '/teemail/'));
  await page
    .getByRole('link', { name: /Verify your email address/ })
    .first()
    .click();
  const html = (await page.locator('iframe').first().getAttribute('srcdoc')) ?? '';
  const href = /href="([^"]*\/sign-up\/verify\/\?token=[^"]+)"/.exec(html)?.[1];
  expect(href, 'the verification mail links to /sign-up/verify/?token=…').toBeTruthy();
  return (href ?? '').replaceAll('&amp;', '&');
}

/**
 * A new owner with a store of their own ("I want a store"), verified through the outbox
 * and past the licence, then signed in on their own store's host (sessions are
 * host-only) and on its /dashboard/. Returns the account and its store's address.
 */
async function newOwner(page: Page, firstName: string): Promise<{ email: string; password: string; store: string }> {
  const email = uniqueEmail(firstName.toLowerCase());
  await signUp(page, firstName, email);
  // Asked from the page: Node's own resolver does not know *.localhost.
  const state = await page.evaluate(async () => (await fetch('/omnis/v3/dashboard/secure/get/')).json() as Promise<{ stores: { url: string }[] }>);
  const store = state.stores[0]?.url ?? '';
  expect(store, 'the sign-up made a store').toMatch(/^http:\/\/[a-z0-9-]+\.localhost:\d+\/$/);
  await page.goto(await verificationLink(page));
  await expect(page).toHaveURL(/\/sign-up\/eula\/$/);
  await page.getByRole('button', { name: 'I agree' }).click();
  await expect(page).toHaveURL(/\/dashboard\/$/);

  await page.goto(new URL('/dashboard/', store).toString());
  await expect(page).toHaveURL(/\/login\/\?redirect_uri=%2Fdashboard%2F$/);
  await logIn(page, { email, password: NEW_PASSWORD });
  await expect(page).toHaveURL(new URL('/dashboard/', store).toString());
  await expect(page.getByRole('heading', { level: 1, name: `Hello, ${firstName}` })).toBeVisible();
  return { email, password: NEW_PASSWORD, store };
}

async function logOut(page: Page): Promise<void> {
  // The button works once its script has wired it (data-enhanced); a click before that does nothing.
  const button = page.getByRole('button', { name: 'Log out' });
  await expect(button).toHaveAttribute('data-enhanced', '');
  await button.click();
  await expect(page).toHaveURL(/\/login\/$/);
}

test.describe('accounts', () => {
  test('sign up, verify through the outbox link, accept the licence, reach the dashboard', { tag: '@phone' }, async ({ page }) => {
    const email = uniqueEmail('ada');
    await signUp(page, 'Ada', email);
    // "Check your inbox" needs no React: one small script for the resend button.
    await expect(page.locator('astro-island')).toHaveCount(0);
    await expect(page.getByText(email, { exact: true })).toBeVisible();

    // Until verified, the dashboard sends the new user back here.
    await page.goto(storeUrl('demo', '/dashboard/'));
    await expect(page).toHaveURL(/\/sign-up\/verify\/$/);

    const link = await verificationLink(page);
    await page.goto(link);
    await expect(page).toHaveURL(/\/sign-up\/eula\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'End User Licence Agreement' })).toBeVisible();
    await page.getByRole('button', { name: 'I agree' }).click();

    await expect(page).toHaveURL(/\/dashboard\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Ada' })).toBeVisible();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    // "I want a store" made one, owned by the new user.
    const stores = page.locator('#stores article');
    await expect(stores).toHaveCount(1);
    await expect(stores.first()).toContainText('Owner');

    // A used link is refused, with a way to get a new one.
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: "This link doesn't work" })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send a new link' })).toBeVisible();
  });

  test('the sign-up form checks fields with the catalogue messages before posting', async ({ page }) => {
    await page.goto(storeUrl('demo', '/sign-up/'));
    await hydrated(page);
    let posted = false;
    page.on('request', (request) => {
      if (request.url().includes('/shop/customer/create/')) posted = true;
    });
    await page.getByLabel('Email address').fill('not-an-address');
    await page.getByLabel('Password', { exact: true }).fill(' short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Password cannot start or end with spaces.')).toBeVisible();
    await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(false);
  });

  test('wrong credentials are answered beside the e-mail field', async ({ page }) => {
    await page.goto(storeUrl('demo', '/login/'));
    await logIn(page, { email: 'nobody@example.test', password: 'not the password' });
    await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
    await expect(page).toHaveURL(/\/login\/$/);
  });

  test('a guarded page round-trips through /login/?redirect_uri=', async ({ page }) => {
    await page.goto(storeUrl('demo', '/dashboard/'));
    await expect(page).toHaveURL(/\/login\/\?redirect_uri=%2Fdashboard%2F$/);
    await logIn(page, OWNER);
    await expect(page).toHaveURL(/\/dashboard\/$/);
    await expect(page.getByRole('heading', { level: 3, name: 'Northwind Tees' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Wild North Outfitters' })).toBeVisible();
    // Signed in, the login page sends people home (a guarded redirect).
    await page.goto(storeUrl('demo', '/login/'));
    await expect(page).toHaveURL(storeUrl('demo', '/'));
  });

  test('two-step verification: enrol, log in with a code, log in with a recovery code, log out', async ({ page }) => {
    test.setTimeout(scaled(120_000));
    const account = await newOwner(page, 'Tess');
    await hydrated(page);

    // Setting up needs a recent password confirmation. Logging in just now counts as one,
    // so the API's 423 is played here for the first two calls: the popup asks, Esc cancels,
    // then the real confirm-password call lets the retried set-up through.
    let forced = 0;
    await page.route('**/omnis/v3/dashboard/secure/two-factor/setup/', (route) =>
      forced++ < 2
        ? route.fulfill({
            status: 423,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Please confirm your password.', code: 'passwordConfirmationRequired' }),
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Set up with an authenticator app' }).click();
    const confirm = page.getByRole('dialog', { name: "Confirm it's you" });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('button', { name: 'Set up with an authenticator app' })).toBeFocused();
    await page.getByRole('button', { name: 'Set up with an authenticator app' }).click();
    await confirm.getByLabel('Password', { exact: true }).fill('not my password');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(confirm.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await confirm.getByLabel('Password', { exact: true }).fill(account.password);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(confirm).toBeHidden();

    // Scan (or type) the key, then prove it with a code. The key shows once the retried
    // set-up call has answered, so the count of calls is final only then.
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    expect(forced).toBe(3);
    const secret = ((await page.locator('code[aria-label="Set-up key"]').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const nextCode = totpSequence(secret);
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByText('Invalid authentication code')).toBeVisible();
    await page.getByLabel('Authentication code').fill(await nextCode());
    await page.getByRole('button', { name: 'Turn on' }).click();

    // Ten recovery codes, shown once (allTextContents does not wait: wait for them to show).
    const recoveryCodes = page.getByRole('list', { name: 'Recovery codes' }).locator('code');
    await expect(recoveryCodes).toHaveCount(10);
    const codes = await recoveryCodes.allTextContents();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{8}-[a-z0-9]{8}$/);
    await page.getByRole('button', { name: "I've saved my codes" }).click();
    await expect(page.locator('.pf-badge')).toHaveText('On');

    // Log out; logging in now asks for the code (202).
    await logOut(page);
    await logIn(page, account);
    await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    await page.getByLabel('Authentication code').fill(await nextCode());
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await expect(page).toHaveURL(/\/dashboard\/$/);
    await expect(page.locator('.pf-badge')).toHaveText('On');

    // A recovery code instead of the app, once.
    await logOut(page);
    await logIn(page, account);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(codes[0] ?? '');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/$/);

    await logOut(page);
    await logIn(page, account);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(codes[0] ?? '');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('Invalid recovery code')).toBeVisible();

    // Logged out, the dashboard is guarded again.
    await page.goto(new URL('/dashboard/', account.store).toString());
    await expect(page).toHaveURL(/\/login\/\?redirect_uri=%2Fdashboard%2F$/);
  });

  test('without dashboard access: /403/ says Permission denied and sends a permission request', async ({ page }) => {
    await page.goto(storeUrl('demo', '/login/?redirect_uri=%2Fdashboard%2F'));
    await logIn(page, SHOPPER);
    await expect(page).toHaveURL(/\/403\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Permission denied' })).toBeVisible();
    await hydrated(page);

    await page.getByRole('button', { name: 'Request access' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request dashboard access' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Pages' }).check();
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByText('This field is required.')).toBeVisible();
    await dialog.getByLabel('Why do you need it?').fill('I look after the summer collection pages.');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByText('Permission request successfully submitted')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
  });

  test('signed out, /403/ ships no React and offers to log in', async ({ page }) => {
    const response = await page.goto(storeUrl('demo', '/403/'));
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: 'Permission denied' })).toBeVisible();
    await expect(page.locator('astro-island')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login/?redirect_uri=%2Fdashboard%2F');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('password reset asks for a link and answers the same for any address', async ({ page }) => {
    await page.goto(storeUrl('demo', '/password-reset/'));
    await hydrated(page);
    await page.getByLabel('Email address').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Send me a reset link' }).click();
    await expect(page.getByText('If that address has an account, we have sent it a link to reset the password.')).toBeVisible();
  });

  test('a reset link sets a new password from the token alone', async ({ page }) => {
    const email = uniqueEmail('rita');
    await signUp(page, 'Rita', email);
    // Asked from the page (Node's resolver does not know *.localhost), echoing the XSRF cookie.
    const asked = await page.evaluate(async (address) => {
      const xsrf = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const headers = { 'content-type': 'application/json', 'x-xsrf-token': xsrf };
      return (await fetch('/omnis/v3/dashboard/secure/forgot-password/', { method: 'POST', headers, body: JSON.stringify({ email: address }) })).status;
    }, email);
    expect(asked).toBe(200);
    await page.goto(storeUrl('demo', '/teemail/'));
    await page
      .getByRole('link', { name: /Reset your .* password/ })
      .first()
      .click();
    const html = (await page.locator('iframe').first().getAttribute('srcdoc')) ?? '';
    const href = /href="([^"]*\/password-reset\/[^"]+)"/.exec(html)?.[1] ?? '';
    expect(new URL(href).search, 'the link carries the token only').toBe('');

    await page.context().clearCookies();
    await page.goto(href);
    await hydrated(page);
    await expect(page.getByLabel('Email address')).toHaveCount(0);
    await page.getByLabel('New password', { exact: true }).fill('quiet-orchard-compass-77');
    await page.getByLabel('Confirm new password').fill('quiet-orchard-compass-77');
    await page.getByRole('button', { name: 'Save new password' }).click();
    // Reaching the mail verified the address; the licence is still to sign.
    await expect(page).toHaveURL(/\/sign-up\/eula\/$/);
  });
});

test.describe('open redirects', () => {
  for (const hostile of ['//evil.example/', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
    test(`after login, redirect_uri=${hostile} stays on the store`, async ({ page }) => {
      await page.goto(storeUrl('demo', `/login/?redirect_uri=${encodeURIComponent(hostile)}`));
      await page.locator('astro-island:not([ssr])').first().waitFor();
      await page.getByLabel('Email address').fill(OWNER.email);
      await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL((url) => url.pathname !== '/login/');
      expect(new URL(page.url()).host).toBe(new URL(storeUrl('demo', '/')).host);
    });
  }
});
