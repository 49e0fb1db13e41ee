// The owner points a block at a path of the store (asyncItems) in the editor: the path is
// tried as they type (loading, then what it loads, or why nothing does) and the preview
// draws the loaded blocks, or the block's error state.
import { expect, test } from './fixtures.ts';
import { storeUrl } from '../support/e2e.ts';
import { openDatabase } from '../../src/platform/db/database.ts';
import { apiPath } from '../../src/schemas/api.ts';
import { findDivisionBySubdomain } from '../../src/server/stores/index.ts';
import { bumpContentVersion } from '../../src/server/stores/content-version.ts';
import { makePage } from '../support/factories/pages.ts';

const stamp = Date.now().toString(36);
const shared = `/shared-${stamp}/`;
const sharedPath = `/omnis/v3/frontend/blocks/?page=${shared}`;

test.beforeAll(async () => {
  const { db } = await openDatabase(process.env.PRINTFRONT_E2E_DATABASE_URL!);
  try {
    const division = (await findDivisionBySubdomain(db, 'demo'))!;
    const scope = { db, division };
    await makePage(scope, {
      url: shared,
      blocks: [
        { id: 'returns', type: 'text', size: { w: 12 }, properties: { text: '<p>Free returns for 30 days</p>' }, items: [] },
        { id: 'made', type: 'text', size: { w: 12 }, properties: { text: '<p>Printed when you order</p>' }, items: [] },
      ],
    });
    await bumpContentVersion(scope);
  } finally {
    await db.destroy();
  }
});

test('an owner loads a row’s items from a shared page, seeing the path tried as they type', async ({ ownerPage: page }) => {
  await page.goto(storeUrl('demo', '/dashboard/'));
  const { db } = await openDatabase(process.env.PRINTFRONT_E2E_DATABASE_URL!);
  const division = (await findDivisionBySubdomain(db, 'demo'))!.id;
  await db.destroy();
  const id = await page.evaluate(
    async ({ address, url }) => {
      await fetch('/omnis/v3/dashboard/secure/get/');
      const token = decodeURIComponent(document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/)?.[1] ?? '');
      const response = await fetch(address, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'X-XSRF-TOKEN': token },
        body: JSON.stringify({
          url,
          properties: { title: 'Loads a section' },
          blocks: [{ id: 'host', type: 'row', size: { w: 12 }, properties: {}, items: [] }],
        }),
      });
      if (!response.ok) throw new Error(`create failed: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { id: number }).id;
    },
    { address: apiPath('pages.create', { division }), url: `/loads-a-section-${stamp}/` },
  );

  // The editor's own read of the path waits until the test lets it through: its loading state shows.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/omnis/v3/frontend/blocks/**', async (route) => {
    await held;
    await route.continue();
  });

  await page.goto(storeUrl('demo', `/dashboard/store/pages/${id}/edit/`));
  await page.locator('astro-island:not([ssr])').first().waitFor();
  await expect(page.locator('.pf-preview[data-preview-ready="true"]')).toBeVisible();
  await page.locator('li.pf-block[data-block-type="row"] .pf-block-title').first().click();

  const itemsFrom = page.getByRole('textbox', { name: 'Items from' });
  const status = page.locator('#pf-async-host-items-status');
  await itemsFrom.fill('//evil.example/blocks.json');
  await expect(status).toHaveText('Enter a path on this store, starting with /');

  await itemsFrom.fill(sharedPath);
  await expect(status).toHaveText('Loading…');
  release();
  await expect(status).toHaveText('Loads 2 blocks from this path.');
  // The preview is drawn by the server, which reads the path as it will for visitors.
  const preview = page.frameLocator('.pf-preview iframe');
  await expect(preview.locator('[data-block-id="host~returns"]')).toContainText('Free returns for 30 days');
  await expect(preview.locator('[data-block-id="host~made"]')).toContainText('Printed when you order');

  const missing = '/omnis/v3/frontend/blocks/?page=/no-such-page/';
  await itemsFrom.fill(missing);
  await expect(status).toHaveText('Nothing loads: it answered 404.');
  await expect(preview.locator('[data-block-load-error]')).toHaveText(`Could not load items from ${missing}: it answered 404.`);
});
