// Where the Playwright test server listens. playwright.config.ts picks the port once and
// keeps it in the environment, which the workers inherit, so every process agrees on it.
import { freePortSync } from './ports.ts';
import { TEST_PLATFORM_DOMAIN } from './server.ts';
import type { Page } from '@playwright/test';

export const E2E_PORT_ENV = 'PRINTFRONT_E2E_PORT';

/** The E2E server's port, choosing a free one on first use. */
export function e2ePort(): number {
  process.env[E2E_PORT_ENV] ||= String(freePortSync());
  return Number(process.env[E2E_PORT_ENV]);
}

export const E2E_PUSH_PORT_ENV = 'PRINTFRONT_E2E_PUSH_PORT';

/** Where the push spec's local push service listens: the E2E server sends every push there (PUSH_SERVICE_URL). */
export function e2ePushPort(): number {
  process.env[E2E_PUSH_PORT_ENV] ||= String(freePortSync());
  return Number(process.env[E2E_PUSH_PORT_ENV]);
}

/** Absolute URL of a store page on the E2E server: storeUrl('north', '/cart'). */
export function storeUrl(subdomain = 'demo', path = '/'): string {
  return `http://${subdomain}.${TEST_PLATFORM_DOMAIN}:${e2ePort()}${path}`;
}

/** Signs the demo owner in through the login page and lands on `to` (a path of the demo store). */
export async function logInAsOwner(page: Page, to: string): Promise<void> {
  await page.goto(storeUrl('demo', `/login/?redirect_uri=${encodeURIComponent(to)}`));
  await page.locator('astro-island:not([ssr])').first().waitFor();
  await page.getByLabel('Email address').fill('owner@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('demo-owner-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === to);
}
