// The store as an installed, offline-capable app. The service worker takes the
// page, visited pages stay readable offline, an unvisited one shows the offline page, and a
// basket addition and a heart made offline show "will sync", then are synced once when back online.
import { expect, test } from '@playwright/test';
import { storeUrl } from '../support/e2e.ts';
import { FULL_CHROMIUM } from '../support/browsers.ts';

const PRODUCT = '/product/fjord-lines-t-shirt/';

// The config blocks service workers for every other spec. Installability is the full browser's check.
test.use({ serviceWorkers: 'allow', launchOptions: FULL_CHROMIUM });

test('visited pages read offline; a basket addition and a heart made offline sync once when back online', async ({ page, context }) => {
  await page.goto(storeUrl('demo', '/about/'));
  // The shell script registers /sw.js; the first worker claims the page that registered it.
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js') === true);
  const manifest = await page.evaluate(async () => (await fetch(document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!.href)).json());
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' });
  // Installable: Chromium's own checks (manifest, icons it can fetch, a worker with a fetch
  // handler) find nothing missing but the private window Playwright's contexts are.
  const devtools = await context.newCDPSession(page);
  const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);
  expect((await devtools.send('Page.getAppManifest')).errors).toEqual([]);
  await devtools.detach();
  // Visited while the worker controls the page: kept for reading offline.
  await page.goto(storeUrl('demo', '/about/'));
  const aboutHeading = await page.locator('main h1').first().textContent();
  await page.goto(storeUrl('demo', PRODUCT));
  await expect(page.locator('form.add-to-basket')).toBeVisible();

  await context.setOffline(true);
  await page.goto(storeUrl('demo', '/about/'));
  await expect(page.locator('main h1').first()).toHaveText(aboutHeading ?? '');
  await page.goto(storeUrl('demo', '/terms-of-use/'));
  await expect(page.locator('[data-offline-page] h1')).toHaveText('You’re offline');

  await page.goto(storeUrl('demo', PRODUCT));
  const form = page.locator('form.add-to-basket');
  await form.getByLabel('M', { exact: true }).check();
  await form.getByRole('button', { name: 'Add to basket' }).click();
  const status = page.locator('[data-add-status]');
  await expect(status).toHaveAttribute('data-state', 'will-sync');
  await expect(status).toHaveText('You’re offline: this will sync when you’re back online.');

  // A heart pressed offline keeps the shopper's choice and will sync too.
  const heart = page.locator('form[data-favourite-form].inline');
  await heart.getByRole('button').click();
  await expect(heart.locator('[data-heart-status]')).toHaveAttribute('data-state', 'will-sync');
  await expect(heart.getByRole('button')).toHaveAttribute('aria-pressed', 'true');

  const adds: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/addItemToCart/')) adds.push(request.headers()['idempotency-key'] ?? '');
  });
  await context.setOffline(false);
  await expect(status).toHaveAttribute('data-state', 'synced');
  await expect(status).toHaveText('Synced: added to your basket.');
  await expect(page.locator('.site-header [data-basket-count]')).toHaveText('1');
  // Synced once: one call each with its own key (basket, then favourite), one line of one in the basket.
  expect(adds.length).toBeGreaterThanOrEqual(1);
  expect(adds[0]).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  const basket = await page.evaluate(async () => (await fetch('/omnis/v3/basket/main/list/', { headers: { accept: 'application/json' } })).json());
  expect((basket as { items: { quantity: number }[] }).items.map((item) => item.quantity)).toEqual([1]);
  await expect(heart.locator('[data-heart-status]')).toHaveText('Synced: added to favourites');
  await expect(heart.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
  expect(adds).toHaveLength(2);
  expect(new Set(adds).size).toBe(2);
  const favourites = await page.evaluate(async () => (await fetch('/omnis/v3/basket/favourites/list/', { headers: { accept: 'application/json' } })).json());
  expect((favourites as { items: unknown[] }).items).toHaveLength(1);
});

test('on /basket/ a quantity change and a removal made offline show "will sync", then sync once from a content page', async ({ page, context }) => {
  await page.goto(storeUrl('demo', '/about/'));
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js') === true);
  // Visited while the worker controls the page: readable offline.
  await page.goto(storeUrl('demo', '/about/'));
  await page.goto(storeUrl('demo', PRODUCT));
  const form = page.locator('form.add-to-basket');
  for (const size of ['M', 'L']) {
    await form.getByLabel(size, { exact: true }).check();
    await form.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.locator('[data-add-status]')).toContainText(`Added to your basket (${size === 'M' ? 1 : 2}`);
  }
  await page.goto(storeUrl('demo', '/basket/'));
  await page.locator('astro-island:not([ssr])').waitFor();
  const kept = page.locator('[data-line]').filter({ hasText: 'Size: M' });
  const dropped = page.locator('[data-line]').filter({ hasText: 'Size: L' });
  await expect(page.locator('[data-line]')).toHaveCount(2);

  await context.setOffline(true);
  // Two steps up on one line (only the last quantity is sent), one up then remove on the other (only the removal).
  for (let step = 0; step < 2; step++) await kept.getByRole('button', { name: /One more/ }).click();
  await expect(kept.locator('[data-quantity]')).toHaveText('3');
  await dropped.getByRole('button', { name: /One more/ }).click();
  await expect(dropped.locator('[data-quantity]')).toHaveText('2');
  await dropped.getByRole('button', { name: /Remove/ }).click();
  await expect(dropped).toHaveCount(0);
  const status = page.locator('[data-basket-sync]');
  await expect(status).toHaveAttribute('data-state', 'will-sync');
  await expect(status).toHaveText('You’re offline: this will sync when you’re back online.');
  await expect(page.locator('[data-total-quantity]')).toHaveText('3');
  await expect(page.locator('.site-header [data-basket-count]')).toHaveText('3');

  // Back online on a content page (no script file of its own): its shell script sends them.
  await page.goto(storeUrl('demo', '/about/'));
  expect((await context.cookies()).find((cookie) => cookie.name === 'pf_sync')?.value).toBe('1');
  const sent: { path: string; key: string; body: unknown }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/basket\/(update|remove)\/$/.test(new URL(request.url()).pathname)) {
      sent.push({ path: new URL(request.url()).pathname, key: request.headers()['idempotency-key'] ?? '', body: request.postDataJSON() });
    }
  });
  await context.setOffline(false);
  await expect(page.locator('.site-header [data-basket-count]')).toHaveText('3');
  await expect.poll(() => sent.length).toBe(2);
  expect(sent.map((one) => one.path)).toEqual(['/omnis/v3/basket/update/', '/omnis/v3/basket/remove/']);
  expect(sent[0]!.body).toMatchObject({ quantity: 3 });
  expect(sent[1]!.body).toMatchObject({ name: 'main' });
  for (const one of sent) expect(one.key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  expect(new Set(sent.map((one) => one.key)).size).toBe(2);
  await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'pf_sync')).toBe(false);

  await page.goto(storeUrl('demo', '/basket/'));
  await expect(page.locator('[data-line]')).toHaveCount(1);
  await expect(page.locator('[data-line] [data-quantity]')).toHaveText('3');
  await expect(page.locator('[data-line]')).toContainText('Size: M');
  await expect(page.locator('[data-total-quantity]')).toHaveText('3');
  await expect(page.locator('[data-basket-sync]')).toHaveCount(0);
  // Sent once: nothing more went out from the basket page either.
  expect(sent).toHaveLength(2);
});

test('back online on /basket/ itself, a quantity change made offline syncs and the page says so', async ({ page, context }) => {
  await page.goto(storeUrl('demo', PRODUCT));
  const form = page.locator('form.add-to-basket');
  await form.getByLabel('M', { exact: true }).check();
  await form.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.locator('[data-add-status]')).toContainText('Added to your basket');
  await page.goto(storeUrl('demo', '/basket/'));
  await page.locator('astro-island:not([ssr])').waitFor();
  const updates: unknown[] = [];
  page.on('requestfinished', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/basket/update/')) updates.push(request.postDataJSON());
  });
  await context.setOffline(true);
  await page.getByRole('button', { name: /One more/ }).click();
  const status = page.locator('[data-basket-sync]');
  await expect(status).toHaveAttribute('data-state', 'will-sync');
  await context.setOffline(false);
  await expect(status).toHaveAttribute('data-state', 'synced');
  await expect(status).toHaveText('Synced: your basket is up to date.');
  await expect(page.locator('[data-line] [data-quantity]')).toHaveText('2');
  await expect(page.locator('.site-header [data-basket-count]')).toHaveText('2');
  await expect.poll(() => updates).toEqual([expect.objectContaining({ quantity: 2 })]);
});
