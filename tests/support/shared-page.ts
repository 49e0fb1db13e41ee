// A Playwright `test` whose `page` is one page per worker, handed from test to test, for tests
// that only visit pages and read them (an axe audit, a theme's render). A fresh browser context
// per test means a new renderer process and a cold cache: 0.3 s on an idle 2-core machine, over
// a second on a busy one, longer than many of these tests' own work. Each test still starts
// on a blank page without cookies, with the storage of the origin the last one ended on cleared
// and the listeners it added gone. Only for tests that change nothing a later one would see.
import { test as base, type Page } from '@playwright/test';

export const test = base.extend<object, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      // The project's browser settings, as the per-test context would have them.
      const { viewport, isMobile, hasTouch, serviceWorkers, baseURL } = workerInfo.project.use;
      const context = await browser.newContext({ viewport, isMobile, hasTouch, serviceWorkers, baseURL });
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ workerPage }, use) => {
    await use(workerPage);
    workerPage.removeAllListeners();
    if (/^https?:/.test(workerPage.url())) {
      await workerPage
        .evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        })
        .catch(() => {}); // a page that failed its test may be gone; the worker starts a new one
    }
    await workerPage.context().clearCookies();
    await workerPage.goto('about:blank');
  },
});

export { expect } from '@playwright/test';
