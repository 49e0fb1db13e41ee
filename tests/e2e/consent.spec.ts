// Consent: no request to a pixel's host before consent and the expected ones after
// (read from the network log, with the pixels' hosts answered by a local stub); the email
// subscriber offer after 30 s (clock controlled) and not again after dismissal.
import { expect, test, type Page, type Request } from '@playwright/test';
import { storeUrl } from '../support/e2e.ts';
import { openDatabase } from '../../src/platform/db/database.ts';
import { createStore } from '../../src/server/stores/create-store.ts';
import { insertPage } from '../../src/server/content/pages/pages.ts';
import { starterHomePage } from '../../src/server/accounts/starter-store.ts';

const PIXEL_HOST =
  /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|doubleclick\.net|facebook\.net|facebook\.com|pinimg\.com|pinterest\.com)\//;

let subdomain = '';

/** A store of this spec's own (no other spec sees its pixels or popup): a home page, the banner, four pixels, the offer. */
test.beforeAll(async () => {
  const { db } = await openDatabase(process.env.PRINTFRONT_E2E_DATABASE_URL!);
  try {
    subdomain = `consent-${Date.now().toString(36)}`;
    const store = await createStore(db, { project: { name: subdomain }, subdomain, name: 'Consent Shop', companyName: 'Consent Shop', themeName: 'teemill' });
    await insertPage({ db, division: store }, starterHomePage(store.companyName));
    const plugins: [string, Record<string, unknown>][] = [
      ['cookie-policy', { message: 'We use cookies to run this shop.', allowEssentialOnly: true }],
      ['analytics', { ga_tracking_id: '', measurement_id: 'G-E2E12345' }],
      ['marketing', { aw_conversion_id: '', conversion_id: '1234567', conversion_label: 'abcdefghijklmnopqr' }],
      ['facebook-tracking-pixel', { pixel: '123456789012345', access_token: '' }],
      ['pinterest', { pixel: '2612345678901' }],
      ['email-subscriber-offer', {}],
    ];
    for (const [code, settings] of plugins) {
      await db
        .insertInto('plugin_settings')
        .values({ division_id: store.id, code, enabled: 1, settings_json: JSON.stringify(settings) })
        .execute();
    }
  } finally {
    await db.destroy();
  }
});

/** Answers every pixel host with an empty stub and records what was asked of it. */
async function stubPixels(page: Page): Promise<Request[]> {
  const asked: Request[] = [];
  page.on('request', (request) => {
    if (PIXEL_HOST.test(request.url())) asked.push(request);
  });
  await page.route(PIXEL_HOST, (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: '/* stub */' }));
  return asked;
}

test('pixels wait for consent: nothing before, the configured ones after', async ({ page }) => {
  const asked = await stubPixels(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && !PIXEL_HOST.test(request.url())) scripts.push(request.url());
  });
  await page.clock.install();
  await page.goto(storeUrl(subdomain, '/'));
  const banner = page.getByRole('region', { name: 'Cookies on this store' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('We use cookies to run this shop.');

  // Far past the 5 s tracking delay and the 10 s idle wait: still nothing without consent.
  await page.clock.runFor(20_000);
  expect(asked.map((request) => request.url())).toEqual([]);
  // The only script file is the loader (and, here, the subscriber offer's timer).
  expect(scripts.every((url) => url.startsWith(storeUrl(subdomain, '/_astro/')))).toBe(true);

  await banner.getByRole('button', { name: 'Accept all cookies' }).click();
  await expect(banner).toBeHidden();
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'pf_consent')?.value).toBe('all');
  await page.clock.runFor(10_000);
  await expect
    .poll(() => asked.map((request) => new URL(request.url()).host + new URL(request.url()).pathname).sort())
    .toEqual(expect.arrayContaining(['connect.facebook.net/en_US/fbevents.js', 's.pinimg.com/ct/core.js', 'www.googletagmanager.com/gtag/js']));
  expect(asked.find((request) => request.url().includes('gtag/js'))?.url()).toContain('id=G-E2E12345');
  // Google's consent mode: denied by default, then updated to the visitor's grant.
  const consent = await page.evaluate(() =>
    ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? []).map((entry) => Array.from(entry)).filter((entry) => entry[0] === 'consent'),
  );
  expect(consent).toEqual([
    ['consent', 'default', { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }],
    ['consent', 'update', { ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }],
  ]);

  // The next page: no banner; the pixels come 5 s after load, not before.
  asked.length = 0;
  await page.goto(storeUrl(subdomain, '/?second=1'));
  await expect(page.getByRole('region', { name: 'Cookies on this store' })).toBeHidden();
  await page.clock.runFor(4_000);
  expect(asked).toEqual([]);
  await page.clock.runFor(12_000);
  await expect.poll(() => asked.length).toBeGreaterThanOrEqual(3);
});

test('essential cookies only: no pixel ever; cgi=5 hides the banner', async ({ page }) => {
  const asked = await stubPixels(page);
  await page.clock.install();
  await page.goto(storeUrl(subdomain, '/?cgi=5'));
  await expect(page.locator('[data-consent-banner]')).toBeHidden();
  await page.goto(storeUrl(subdomain, '/'));
  const banner = page.getByRole('region', { name: 'Cookies on this store' });
  await banner.getByRole('button', { name: 'Essential cookies only' }).click();
  await expect(banner).toBeHidden();
  await page.clock.runFor(25_000);
  await page.reload();
  await expect(banner).toBeHidden();
  await page.clock.runFor(25_000);
  expect(asked.map((request) => request.url())).toEqual([]);
});

test('the subscriber offer opens after 30 s, and not again once dismissed', async ({ page }) => {
  await stubPixels(page);
  await page.clock.install();
  await page.goto(storeUrl(subdomain, '/'));
  const offer = page.getByRole('dialog', { name: 'Join our mailing list' });
  await page.clock.runFor(29_000);
  await expect(offer).toHaveCount(0);
  await page.clock.runFor(1_500);
  await expect(offer).toBeVisible();
  // The form's rules (email required and valid, first name required) before anything is sent.
  await offer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(offer.getByText('This field is required.')).toHaveCount(2);
  await offer.getByRole('button', { name: 'Close' }).click();
  await expect(offer).toBeHidden();
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'subscribed')?.value).toBe('dismissed');
  await page.reload();
  await page.clock.runFor(60_000);
  await expect(page.getByRole('dialog', { name: 'Join our mailing list' })).toHaveCount(0);
});

test('subscribing from the offer says the e-mail is on its way and sets the cookie', async ({ page }) => {
  await stubPixels(page);
  await page.clock.install();
  await page.goto(storeUrl(subdomain, '/'));
  await page.clock.runFor(31_000);
  const offer = page.getByRole('dialog', { name: 'Join our mailing list' });
  await offer.getByLabel('First name').fill('Ada');
  await offer.getByLabel('Email address').fill(`offer-${Date.now()}@example.com`);
  await offer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: "We've sent you an email to verify your subscription" })).toBeVisible();
  await expect(offer).toBeHidden();
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'subscribed')?.value).toBe('1');
});

test('Cookie settings: consent given can be withdrawn (the next page asks no pixel host) and given again', async ({ page }) => {
  const asked = await stubPixels(page);
  // This visitor has dismissed the subscriber offer: it would open over the footer after 30 s.
  await page.context().addCookies([{ name: 'subscribed', value: 'dismissed', url: storeUrl(subdomain, '/') }]);
  await page.clock.install();
  await page.goto(storeUrl(subdomain, '/'));
  const banner = page.getByRole('region', { name: 'Cookies on this store' });
  await banner.getByRole('button', { name: 'Accept all cookies' }).click();
  await page.clock.runFor(16_000);
  await expect.poll(() => asked.length).toBeGreaterThanOrEqual(3);
  // A cookie as gtag.js sets one on the store's own domain.
  await page.context().addCookies([{ name: '_ga', value: 'GA1.1.123.456', url: storeUrl(subdomain, '/') }]);

  const settings = page.getByRole('button', { name: 'Cookie settings' });
  await expect(banner).toBeHidden();
  await settings.click();
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Accept all cookies' })).toBeFocused();
  await banner.getByRole('button', { name: 'Essential cookies only' }).click();
  await expect(banner).toBeHidden();
  const cookie = async (name: string) => (await page.context().cookies()).find((entry) => entry.name === name)?.value;
  expect(await cookie('pf_consent')).toBe('essential');
  // The pixels already on this page are told, and their cookies go.
  await expect.poll(() => cookie('_ga')).toBeUndefined();
  const updates = await page.evaluate(() =>
    ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === 'consent' && entry[1] === 'update'),
  );
  expect(updates.at(-1)).toEqual([
    'consent',
    'update',
    { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
  ]);

  // The next page: no banner, and no pixel, however long it stays open.
  asked.length = 0;
  await page.goto(storeUrl(subdomain, '/?after=withdrawn'));
  await expect(banner).toBeHidden();
  await page.clock.runFor(25_000);
  expect(asked.map((request) => request.url())).toEqual([]);

  // Changing one's mind again: granting loads them on this page.
  await settings.click();
  await banner.getByRole('button', { name: 'Accept all cookies' }).click();
  expect(await cookie('pf_consent')).toBe('all');
  await page.clock.runFor(16_000);
  await expect.poll(() => asked.length).toBeGreaterThanOrEqual(3);
});
