// The demo stores in Chromium; what the phone layout changes (the header, the product page,
// the menu) at phone width too (tags @phone, @phone-only: see playwright.config.ts).
import { expect, test } from '@playwright/test';
import { storeUrl } from '../support/e2e.ts';

test.describe('demo stores', () => {
  for (const store of ['demo', 'north'] as const) {
    test(`${store} home renders with its products and makes no third-party request`, { tag: '@phone' }, async ({ page }) => {
      const hosts = new Set<string>();
      page.on('request', (request) => hosts.add(new URL(request.url()).host));
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const response = await page.goto(storeUrl(store, '/'));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const firstProduct = page.locator('.product-list img').first();
      await firstProduct.scrollIntoViewIfNeeded();
      await expect(firstProduct).toHaveJSProperty('complete', true);
      expect(await firstProduct.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect([...hosts]).toEqual([new URL(storeUrl(store, '/')).host]);
      expect(errors).toEqual([]);
    });
  }

  test('head tags and title', async ({ page }) => {
    await page.goto(storeUrl('demo', '/about/'));
    await expect(page).toHaveTitle('About us | Northwind Tees');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', storeUrl('demo', '/about/'));
  });

  test('not-found page, and /learn/ redirects to the blog post of that name', async ({ page }) => {
    const missing = await page.goto(storeUrl('demo', '/no-such-page/'));
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'We were unable to find this page' })).toBeVisible();
    const post = await page.goto(storeUrl('demo', '/learn/how-we-print/'));
    expect(new URL(page.url()).pathname).toBe('/blog/how-we-print/');
    expect(post?.status()).toBe(200);
  });

  test('/custom/ lands on the t-shirt studio', async ({ page }) => {
    const studio = await page.goto(storeUrl('demo', '/custom/'));
    expect(new URL(page.url()).pathname).toBe('/design-your-own-t-shirt/');
    expect(studio?.status()).toBe(200);
  });

  test('the header reads the basket count and favourites heart from cookies, not from the cached HTML', { tag: '@phone' }, async ({ page, context }) => {
    // The header's half of the contract: the page is cached for everyone, the count is the visitor's.
    const url = new URL(storeUrl('demo', '/'));
    await context.addCookies([
      { name: 'pf_basket', value: '3', domain: url.hostname, path: '/' },
      { name: 'pf_favourites', value: '2', domain: url.hostname, path: '/' },
    ]);
    await page.goto(url.toString());
    await expect(page.locator('.site-header [data-basket-count]')).toHaveText('3');
    await expect(page.locator('.site-header a[data-favourites]')).toBeVisible();
  });

  test('adding to the basket on a product page counts the item in the header', { tag: '@phone' }, async ({ page }) => {
    await page.goto(storeUrl('demo', '/product/fjord-lines-t-shirt/'));
    const form = page.locator('form.add-to-basket');
    await form.getByLabel('M', { exact: true }).check();
    await form.getByRole('button', { name: 'Add to basket' }).click();
    await expect(form.locator('[data-add-status]')).toContainText('Added to your basket');
    await page.goto(storeUrl('demo', '/'));
    await expect(page.locator('.site-header [data-basket-count]')).toHaveText('1', { timeout: 3000 });
  });

  test('favouriting a product shows the favourites heart in the header', { tag: '@phone' }, async ({ page }) => {
    await page.goto(storeUrl('demo', '/product/fjord-lines-t-shirt/'));
    const heart = page.getByRole('button', { name: /favourite/i }).first();
    await heart.click({ timeout: 3000 });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.goto(storeUrl('demo', '/'));
    await expect(page.locator('.site-header a[data-favourites]')).toBeVisible({ timeout: 3000 });
  });

  test('currency selector converts prices on the page', { tag: '@phone' }, async ({ page }) => {
    await page.goto(storeUrl('demo', '/'));
    const price = page.locator('.product-list [data-money]').first();
    await expect(price).toHaveText(/^£/);
    await page.locator('select[data-currency-select]').selectOption('USD');
    await page.waitForLoadState('load');
    await expect(page.locator('.product-list [data-money]').first()).toHaveText(/^\$/);
    await expect(page.locator('select[data-currency-select]')).toHaveValue('USD');
  });
});

test.describe('main menu', () => {
  test('desktop: hover opens a submenu that closes 200 ms after the pointer leaves', async ({ page }) => {
    await page.goto(storeUrl('demo', '/'));
    const entry = page.locator('.desktop-menu .entry.has-submenu').first();
    const submenu = entry.locator('.submenu');
    await expect(submenu).toBeHidden();
    await entry.hover();
    await expect(submenu).toBeVisible();
    await expect(submenu.getByRole('link', { name: 'Hoodies' })).toBeVisible();
    // The close delay is a CSS transition (`visibility 0s linear 200ms`), not a script timer, so
    // page.clock cannot drive it. Chromium's DevTools Animation domain stops the page's animation
    // clock instead; then the test sets the close transition's time itself. Nothing depends on how
    // long the machine takes between steps.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Animation.enable');
    await devtools.send('Animation.setPlaybackRate', { playbackRate: 0 });
    await page.mouse.move(640, 700);
    const visibilityAfter = (ms: number) =>
      submenu.evaluate((element, time) => {
        const closing = element.getAnimations().find((animation) => animation instanceof CSSTransition && animation.transitionProperty === 'visibility');
        if (!closing) return 'no close transition';
        closing.currentTime = time;
        return getComputedStyle(element).visibility;
      }, ms);
    // Still open just after leaving and until the delay has run …
    expect(await visibilityAfter(0)).toBe('visible');
    expect(await visibilityAfter(199)).toBe('visible');
    // … and closed once it has.
    expect(await visibilityAfter(200)).toBe('hidden');
    await expect(submenu).toBeHidden();
  });

  test('mobile: the burger opens the sidebar, which drills down a level with an "All" link back', { tag: '@phone-only' }, async ({ page }) => {
    await page.goto(storeUrl('demo', '/'));
    const sidebar = page.locator('#sidebar');
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(sidebar).toBeVisible();
    await sidebar.locator('label.drill-link', { hasText: 'Clothing' }).click();
    await expect(sidebar.getByRole('link', { name: 'Shop all Clothing' })).toBeVisible();
    await expect(sidebar.locator('.level-root')).toBeHidden();
    await sidebar.locator('label.back').first().click();
    await expect(sidebar.locator('.level-root')).toBeVisible();
    await sidebar.getByRole('button', { name: 'Close menu' }).click();
    await expect(sidebar).toBeHidden();
  });
});
