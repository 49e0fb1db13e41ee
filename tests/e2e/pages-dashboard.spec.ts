// The dashboard's pages list as a store owner uses it: create from a template
// (→ the editor's address), see it listed with its picture, its history once published,
// and delete it after the spec's confirmation; open the store's own home page in the block
// editor from the list, edit and publish it.
import { expect, test } from './fixtures.ts';
import { storeUrl } from '../support/e2e.ts';
import { proStoreWithOwner } from '../support/e2e-stores.ts';
import { apiPath } from '../../src/schemas/api.ts';

test('an owner creates a page from a template, sees it listed and in its history, and deletes it', async ({ signedInPage }) => {
  const { subdomain, owner, division } = await proStoreWithOwner('pages');
  const page = await signedInPage(owner, { subdomain });
  await page.goto(storeUrl(subdomain, '/dashboard/store/pages/'));
  await expect(page.getByRole('link', { name: 'Pages', exact: true })).toHaveAttribute('aria-current', 'page');

  // Create from a template, without JavaScript: the form post opens the new page's editor.
  await page.getByLabel(/Landing page/).check();
  await page.getByLabel('Title').fill('Summer <landing>');
  await page.getByRole('button', { name: 'Create page' }).click();
  await page.waitForURL(/\/dashboard\/store\/pages\/\d+\/edit\/$/);
  const id = Number(/pages\/(\d+)\/edit/.exec(page.url())![1]);

  await page.goto(storeUrl(subdomain, '/dashboard/store/pages/'));
  const row = page.locator(`[data-page-id="${id}"]`);
  await expect(row.getByRole('link', { name: 'Summer <landing>' })).toBeVisible();
  await expect(row.getByText('Draft')).toBeVisible();
  await expect(row.getByText('/summer-landing/')).toBeVisible();
  await expect(row.getByText('4 blocks')).toBeVisible();
  // The thumbnail is a real picture of the layout.
  await expect.poll(() => row.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  // Publish through the page call, as the editor does: from the page, echoing the XSRF cookie.
  const status = await page.evaluate(
    async (address) => {
      const token = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const response = await fetch(address, { method: 'POST', headers: { 'content-type': 'application/json', 'x-xsrf-token': token }, body: '{}' });
      return response.status;
    },
    apiPath('pages.publish', { division, id }),
  );
  expect(status).toBe(200);
  await page.reload();

  await row.getByRole('link', { name: 'History' }).click();
  await page.waitForURL(new RegExp(`/pages/${id}/history/$`));
  const version = page.locator('[data-version="1"]');
  await expect(version.getByRole('heading', { name: /Version 1/ })).toBeVisible();
  await expect(version.getByText('Live')).toBeVisible();
  await expect(version.getByText('4 added · 0 removed · 0 changed')).toBeVisible();
  await expect(version.getByText(/by Pat Pages/)).toBeVisible();
  await expect(version.locator('svg g.changed')).toHaveCount(4);

  // Delete asks first, in the spec's words; Cancel keeps the page.
  await page.goto(storeUrl(subdomain, '/dashboard/store/pages/'));
  await row.getByRole('link', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'Delete page' })).toBeVisible();
  await expect(page.getByText('Are you sure you want to delete this page?')).toBeVisible();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete page' }).click();
  await page.waitForURL(/\/dashboard\/store\/pages\/\?deleted=1$/);
  await expect(page.getByText('Page deleted.')).toBeVisible();
  await expect(page.locator(`[data-page-id="${id}"]`)).toHaveCount(0);
});

test("an owner edits and publishes the store's own home page from the pages list", async ({ signedInPage, browser }) => {
  const { subdomain, owner, homeId } = await proStoreWithOwner('home');
  const page = await signedInPage(owner, { subdomain });
  await page.goto(storeUrl(subdomain, '/dashboard/store/pages/'));
  const row = page.locator(`[data-page-id="${homeId}"]`);
  await expect(row.getByText('4 blocks')).toBeVisible();
  // The pages the app draws are listed for the whole picture, with no Edit link.
  const appPages = page.getByRole('region', { name: 'Pages the app draws' });
  await expect(appPages.getByRole('link', { name: 'Basket' })).toHaveAttribute('href', '/basket/');
  await expect(appPages.getByRole('link', { name: 'Edit' })).toHaveCount(0);

  await row.getByRole('link', { name: 'Edit' }).click();
  await page.waitForURL(new RegExp(`/pages/${homeId}/edit/$`));
  await page.locator('astro-island:not([ssr])').first().waitFor();
  await expect(page.locator('.pf-preview[data-preview-ready="true"]')).toBeVisible();
  const types = page.locator('.pf-blocks[data-parent="root"] > li.pf-block');
  await expect
    .poll(() => types.evaluateAll((items) => items.map((item) => item.getAttribute('data-block-type'))))
    .toEqual(['banner', 'text', 'productList', 'newsletterSubscribe']);

  // Change the banner's title, see the preview follow, undo and redo it, then publish.
  await page.locator('li.pf-block[data-block-type="banner"] .pf-block-title').click();
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await title.fill('Hand printed by Page Test Co');
  const preview = page.frameLocator('.pf-preview iframe');
  await expect(preview.locator('[data-block-type="banner"]')).toContainText('Hand printed by Page Test Co');
  await page.locator('.pf-toolbar').click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('Control+z');
  await expect(preview.locator('[data-block-type="banner"]')).toContainText('Welcome to Page Test Co');
  await page.keyboard.press('Control+Shift+z');
  await expect(preview.locator('[data-block-type="banner"]')).toContainText('Hand printed by Page Test Co');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('page-status')).toHaveText('Published');

  const shopper = await browser.newContext();
  try {
    const visitor = await shopper.newPage();
    // Live once the render cache has the new version: a moment after the publish, longer on a
    // busy machine, so a visitor who came too early sees it on a later visit.
    await expect
      .poll(async () => {
        expect((await visitor.goto(storeUrl(subdomain, '/')))?.status()).toBe(200);
        return visitor.locator('[data-block-type="banner"]').textContent();
      })
      .toContain('Hand printed by Page Test Co');
  } finally {
    await shopper.close();
  }
});

test('an owner makes a blank sections page, edits it in the v2 section editor and publishes it', async ({ signedInPage }) => {
  const { subdomain, owner } = await proStoreWithOwner('sections');
  const page = await signedInPage(owner, { subdomain });
  await page.goto(storeUrl(subdomain, '/dashboard/store/pages/'));
  await page.getByLabel(/Blank sections page/).check();
  await page.getByLabel('Title').fill('Our sections');
  await page.getByRole('button', { name: 'Create page' }).click();
  await page.waitForURL(/\/dashboard\/store\/pages\/\d+\/edit\/$/);
  await page.locator('astro-island:not([ssr])').first().waitFor();
  const editor = page.locator('[data-module-set="v2"]');
  await expect(editor).toBeVisible();
  await expect(editor).toHaveAttribute('data-hit-target', 'improved');
  // Sections stack one under another, with no history panel (that is the v3 editor's).
  await expect(page.getByRole('region', { name: 'History' })).toHaveCount(0);
  for (const type of ['banner', 'text']) {
    await page.getByRole('button', { name: 'Add new block' }).click();
    await page.getByRole('dialog', { name: 'Add a block' }).locator(`button[data-block-type="${type}"]`).click();
  }
  const blocks = page.locator('.pf-blocks[data-parent="root"] > li.pf-block');
  await expect.poll(() => blocks.evaluateAll((items) => items.map((item) => item.getAttribute('data-block-type')))).toEqual(['banner', 'text']);
  const [first, second] = [(await blocks.nth(0).boundingBox())!, (await blocks.nth(1).boundingBox())!];
  expect(second.y).toBeGreaterThanOrEqual(first.y + first.height - 1);
  expect(Math.abs(second.width - first.width)).toBeLessThan(2);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('page-status')).toHaveText('Published');
  expect((await page.goto(storeUrl(subdomain, '/our-sections/')))?.status()).toBe(200);
  await expect(page.locator('main [data-block-type="banner"]')).toBeVisible();
  await expect(page.locator('main [data-block-type="text"]')).toBeVisible();
});
