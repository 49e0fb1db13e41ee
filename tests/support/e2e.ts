// Where the Playwright test server listens. playwright.config.ts picks the port once and
// keeps it in the environment, which the workers inherit, so every process agrees on it.
import { freePortSync } from './ports.ts';
import { TEST_PLATFORM_DOMAIN } from './server.ts';

export const E2E_PORT_ENV = 'PRINTFRONT_E2E_PORT';

/** The E2E server's port, choosing a free one on first use. */
export function e2ePort(): number {
  process.env[E2E_PORT_ENV] ||= String(freePortSync());
  return Number(process.env[E2E_PORT_ENV]);
}

/** Absolute URL of a store page on the E2E server: storeUrl('north', '/cart'). */
export function storeUrl(subdomain = 'demo', path = '/'): string {
  return `http://${subdomain}.${TEST_PLATFORM_DOMAIN}:${e2ePort()}${path}`;
}
