// Add to basket from a frame: a frame of an iframe block adds to the basket with postMessage
// ({ name: 'add-to-cart', data }) and hears back add-to-cart-complete or add-to-cart-failed;
// a malformed message gets the spec's text. The frame is a page of another origin, served
// by Playwright's router; the store page embedding it is made for this test.
import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { openDatabase } from '../../src/platform/db/database.ts';
import { bumpContentVersion } from '../../src/server/stores/content-version.ts';
import type { StoreScope } from '../../src/server/stores/scope.ts';
import { node, ordered } from '../../src/seed/block-nodes.ts';
import { storeUrl } from '../support/e2e.ts';

const FRAME_URL = 'https://embed.example/cart-frame';
const PAGE_PATH = `/frame-cart-${randomUUID().slice(0, 8)}/`;
let colour = '';

test.beforeAll(async () => {
  const { db } = await openDatabase(process.env.PRINTFRONT_E2E_DATABASE_URL!);
  try {
    const division = await db.selectFrom('divisions').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow();
    const product = await db
      .selectFrom('products')
      .select('options_json')
      .where('division_id', '=', division.id)
      .where('url_name', '=', 'fjord-lines-t-shirt')
      .executeTakeFirstOrThrow();
    colour = (JSON.parse(product.options_json) as { colour: { name: string } }[])[0]!.colour.name;
    const template = await db
      .selectFrom('pages')
      .selectAll()
      .where('division_id', '=', division.id)
      .where('url', '=', '/all-blocks/')
      .executeTakeFirstOrThrow();
    const { id: _id, ...copy } = template;
    const blocks = ordered([
      node('iframe', { url: FRAME_URL, title: 'Cart frame', ratio: 'fixed', height: 200, permissions: { scripts: true, sameOrigin: true } }),
    ]);
    const scope = { db, division: { id: division.id } } as unknown as StoreScope;
    await bumpContentVersion(scope, {
      rebuild: false,
      write: (trx) =>
        trx
          .insertInto('pages')
          .values({ ...copy, uuid: randomUUID(), url: PAGE_PATH, blocks_json: JSON.stringify(blocks) })
          .execute()
          .then(() => undefined),
    });
  } finally {
    await db.destroy();
  }
});

/** The embedded page: a shopper's presses send a malformed request, another, then a good one; it lists the replies. */
const framePage = (variant: string, productColor: string) => `<!doctype html><html><body>
<button id="both">both</button><button id="number">number</button><button id="good">good</button><ol id="replies"></ol><script>
  addEventListener('message', (event) => {
    const li = document.createElement('li');
    li.textContent = event.data.name + ': ' + (event.data.data.message || ('items ' + event.data.data.items.length));
    document.getElementById('replies').append(li);
  });
  const send = (data) => parent.postMessage({ name: 'add-to-cart', data }, '*');
  document.getElementById('both').onclick = () => send({ variantId: '${variant}', items: [] });
  document.getElementById('number').onclick = () => send({ variantId: 12 });
  document.getElementById('good').onclick = () => send({ variantId: '${variant}', productColor: ${JSON.stringify(productColor)}, productSize: 'M' });
</script></body></html>`;

test('a frame of an iframe block adds to the basket and hears back; bad messages get the spec texts', async ({ page }) => {
  await page.route(FRAME_URL, (route) => route.fulfill({ contentType: 'text/html', body: framePage('fjord-lines-t-shirt', colour) }));
  await expect(async () => {
    const response = await page.goto(storeUrl('demo', PAGE_PATH));
    expect(response?.status()).toBe(200);
  }).toPass({ timeout: 10_000 });
  // The page's listener is a module script: wait until it has run before the frame speaks.
  await page.waitForLoadState('load');
  const frame = page.frameLocator('iframe[data-embed-origin="https://embed.example"]');
  const replies = frame.locator('#replies li');
  await frame.locator('#both').click();
  await expect(replies).toHaveCount(1);
  await frame.locator('#number').click();
  await expect(replies).toHaveCount(2);
  await frame.locator('#good').click();
  await expect(replies).toHaveText([
    'add-to-cart-failed: variantId and items cannot be used together',
    'add-to-cart-failed: variantId must be a string if provided',
    'add-to-cart-complete: items 1',
  ]);
  await expect(page.locator('.site-header [data-basket-count]')).toHaveText('1');
});
