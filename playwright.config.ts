import { defineConfig } from '@playwright/test';
import { e2ePort, e2ePushPort, storeUrl } from './tests/support/e2e.ts';
import { HEADLESS_SHELL } from './tests/support/browsers.ts';
import { scaled } from './tests/support/slowdown.ts';

// Playwright drives Debian's Chromium, its headless shell (tests/support/browsers.ts), against
// the built server, which tests/e2e/global-setup.ts starts on a fresh SQLite database. The port
// is chosen here, once, and kept in PRINTFRONT_E2E_PORT so the workers (which re-load this file)
// agree on it.
// Specs reach other stores with storeUrl('north', '/…') from tests/support/e2e.ts.
const port = e2ePort();
e2ePushPort();
process.env.PRINTFRONT_E2E_BASE_URL = storeUrl('demo', '');

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  // Two workers on the 2-core machine (Playwright would take one, half the cores): a test waits
  // on the server and the browser in turn, and two at a time fill those waits. The whole suite
  // alone, back to back: one worker 8.3 min, two 6.5 min, the same CPU time (4.2 min).
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // No retries, in CI either: a test that passes only on its second try is a race to fix, not to hide.
  retries: 0,
  // The JSON report gives scripts/test.mjs the counts for its closing summary line.
  reporter: [['list'], ['json', { outputFile: 'test-results/reports/e2e.json' }]],
  // Set for the idle 2-core CI machine, stretched by how slow it runs as the run starts (the
  // API runs share it: tests/support/slowdown.ts). Specs that set their own scale it the same way.
  timeout: scaled(30_000),
  expect: { timeout: scaled(10_000) },
  use: {
    baseURL: `http://demo.localhost:${port}`,
    browserName: 'chromium',
    launchOptions: HEADLESS_SHELL,
    screenshot: 'only-on-failure',
    // Recording a trace of every test costs a CPU-bound suite minutes; a failure is retried
    // once on CI (above), and that retry records one.
    trace: 'on-first-retry',
    // Store pages register a service worker; a worker between page and network would
    // hide navigations from page.route. Only tests/e2e/offline.spec.ts lets it run.
    serviceWorkers: 'block',
  },
  // Every test runs at desktop width. The phone runs only what its width or touch changes: tests
  // tagged @phone (both widths) or @phone-only (the burger menu, the studio's phone layout).
  // Everything else behaves the same at any width, and a second run would prove nothing new.
  projects: [
    { name: 'desktop', grepInvert: /@phone-only/, use: { viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', grep: /@phone/, use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  ],
});
