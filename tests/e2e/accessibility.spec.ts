// Accessibility: every storefront page type passes axe's WCAG 2 A and AA rules, in a sample of themes
// (contrast depends on the theme; themes/contrast.test.ts checks every theme's tokens).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axe } from '../support/axe.ts';
import { test as visit } from '../support/shared-page.ts';
import { storeUrl } from '../support/e2e.ts';

// A light theme and a dark one: contrast for every theme's tokens is checked by themes/contrast.test.ts.
const THEMES = ['nordic', 'teemillDark'] as const;
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// Every storefront page type, at a page the demo store is seeded with.
const PAGE_TYPES = {
  home: '/',
  collection: '/collection/t-shirts/',
  product: '/product/fjord-lines-t-shirt/',
  search: '/search/?search=tee',
  'blog index': '/blog/',
  'blog post': '/blog/how-we-print/',
  'help centre': '/help/',
  'help article': '/help/question/how-do-i-return/',
  login: '/login/',
  'sign-up': '/sign-up/',
  'not found': '/no-such-page/',
  'all blocks': '/all-blocks/',
  basket: '/basket/',
  favourites: '/favourites/',
};

/** axe's findings as one line each: rule, impact, and the first few elements. */
async function violations(page: Page): Promise<string[]> {
  const results = await axe(page).withTags(WCAG_AA).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 4)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

async function audit(page: Page, path: string, theme: string): Promise<void> {
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(storeUrl('demo', `${path}${separator}preview-theme=${theme}`));
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  expect.soft(await violations(page), `${path} in ${theme}`).toEqual([]);
}

// Desktop only (untagged: see playwright.config.ts): the phone layout carries the same markup.
test.describe('accessibility (axe, WCAG 2 AA)', () => {
  for (const theme of THEMES) {
    for (const [type, path] of Object.entries(PAGE_TYPES)) {
      // A visit that changes nothing: one page for all of them (tests/support/shared-page.ts).
      visit(`${type} page in the ${theme} theme`, async ({ page }) => {
        // axe walks every node of the page: on a shared CI machine a long page takes a while.
        visit.slow();
        await audit(page, path, theme);
      });
    }
  }

  test('account pages, signed in as the store owner', async ({ ownerPage: page }) => {
    test.slow();
    for (const theme of THEMES) await audit(page, '/dashboard/', theme);
  });
});
