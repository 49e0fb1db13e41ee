// Pages run under their content security policy without a single violation,
// their scripts and islands still work, and no other site may frame them.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { storeUrl } from '../support/e2e.ts';
import { BAD_CREDENTIALS } from '../../src/server/accounts/login.ts';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Every CSP violation the page reports, by event and by console message. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  // Init scripts run through the DevTools protocol, not as page scripts, so the policy does not
  // stop them. Awaited: a page opened before the script is registered would run without it.
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.cspViolations?.push(`${event.violatedDirective}: ${event.blockedURI || event.sample}`),
    );
  });
  return seen;
}

async function expectNoViolations(page: Page, console: string[]): Promise<void> {
  // Lazy images and below-the-fold scripts load too. (Not 'networkidle': embedded frames
  // and a slideshow's preloads keep the network busy.)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => window.cspViolations ?? ['no listener'])).toEqual([]);
  expect(console).toEqual([]);
}

test('the home page runs its shell script under the policy', async ({ page }) => {
  const console = await watchViolations(page);
  const response = await page.goto(storeUrl('demo', '/'));
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  // The shell script hides the no-script currency button once it has wired the selector.
  await expect(page.locator('[data-currency-submit]').first()).toBeHidden();
  await expectNoViolations(page, console);
});

test('a product page runs under the policy', async ({ page }) => {
  const console = await watchViolations(page);
  await page.goto(storeUrl('demo', '/collection/t-shirts/'));
  await page.locator('a[href^="/product/"]').first().click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.locator('[data-currency-submit]').first()).toBeHidden();
  await expectNoViolations(page, console);
});

test('the login island hydrates and answers under the policy', async ({ page }) => {
  const console = await watchViolations(page);
  await page.goto(storeUrl('demo', '/login/'));
  await expect(page.locator('astro-island').first()).toBeAttached();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByLabel('Email address').fill('nobody@example.test');
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText(BAD_CREDENTIALS)).toBeVisible();
  await expectNoViolations(page, console);
});

test('/all-blocks/ runs every block script under the policy', async ({ page }) => {
  const console = await watchViolations(page);
  await page.goto(storeUrl('demo', '/all-blocks/'));
  for (const selector of ['[data-slideshow]', '[data-block-type="carousel"] [data-enhanced]', '[data-block-type="interactions"] [data-enhanced]']) {
    const enhanced = page.locator(selector).first();
    await enhanced.scrollIntoViewIfNeeded();
    await expect(enhanced, selector).toHaveAttribute('data-enhanced', '');
  }
  await expectNoViolations(page, console);
});

test('a page of the store may frame its own pages; another site may not', async ({ page }) => {
  const frameInto = (url: string) =>
    page.evaluate(
      (src) =>
        new Promise<void>((resolve) => {
          const frame = document.createElement('iframe');
          frame.src = src;
          frame.addEventListener('load', () => resolve());
          document.body.append(frame);
        }),
      url,
    );
  await page.goto(storeUrl('demo', '/about/'));
  await frameInto(storeUrl('demo', '/login/'));
  await expect(page.locator('iframe').last().contentFrame().getByRole('button', { name: 'Log in', exact: true })).toBeVisible();

  // A page of another site (with no policy of its own) trying to frame the login page.
  const attacker = http.createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Win a prize</title><body></body>'),
  );
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  try {
    await page.goto(`http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`);
    const refusals: string[] = [];
    page.on('console', (message) => message.text().includes('frame-ancestors') && refusals.push(message.text()));
    await frameInto(storeUrl('demo', '/login/'));
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    await expect(page.locator('iframe').last().contentFrame().getByRole('button', { name: 'Log in', exact: true })).toHaveCount(0);
  } finally {
    attacker.close();
  }
});
