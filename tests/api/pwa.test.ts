// Each store installs as its own app: manifest, icons drawn from its logo,
// the offline page and the service worker script.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { storeRequest, testDb } from '../support/api.ts';
import { parseHtml } from '../support/html.ts';
import { themeStyle } from '../../src/server/stores/theme-style.ts';
import { storeColours } from '../../src/server/storefront/pwa/store-colours.ts';
import type { WebAppManifest } from '../../src/server/storefront/pwa/manifest.ts';

async function storeRow(subdomain: string) {
  const { db } = await testDb();
  return db
    .selectFrom('divisions')
    .select(['company_name', 'logo', 'theme_name', 'theme_overrides_json'])
    .where('subdomain', '=', subdomain)
    .executeTakeFirstOrThrow();
}

describe('web app manifest', () => {
  it.each(['demo', 'north'])('names store %s and wears its theme colours', async (subdomain) => {
    const row = await storeRow(subdomain);
    const response = await storeRequest<WebAppManifest>(subdomain, '/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json');
    const colours = storeColours(themeStyle(row.theme_name, JSON.parse(row.theme_overrides_json ?? '{}')).tokens);
    expect(response.json).toMatchObject({
      name: row.company_name,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: colours.theme,
      background_color: colours.background,
    });
    expect(response.json.short_name.length).toBeLessThanOrEqual(12);
    expect(response.json.icons.map((icon) => `${icon.src} ${icon.sizes} ${icon.purpose}`)).toEqual([
      '/pwa/icons/192.png 192x192 any',
      '/pwa/icons/512.png 512x512 any',
      '/pwa/icons/maskable-192.png 192x192 maskable',
      '/pwa/icons/maskable-512.png 512x512 maskable',
    ]);
  });

  it('is linked from every store page with the theme colour', async () => {
    const html = parseHtml((await storeRequest('demo', '/about/')).text);
    expect(html.all('link[rel="manifest"]').map((link) => link.attribs.href)).toEqual(['/manifest.webmanifest']);
    const manifest = (await storeRequest<WebAppManifest>('demo', '/manifest.webmanifest')).json;
    expect(html.all('meta[name="theme-color"]').map((meta) => meta.attribs.content)).toEqual([manifest.theme_color]);
  });

  it('answers 304 to a revalidation and 404 off a store', async () => {
    const first = await storeRequest('demo', '/manifest.webmanifest');
    const again = await storeRequest('demo', '/manifest.webmanifest', { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.status).toBe(304);
    expect((await storeRequest('nosuchstore', '/manifest.webmanifest')).status).toBe(404);
  });
});

describe('app icons', () => {
  it.each([
    ['192.png', 192],
    ['512.png', 512],
    ['maskable-192.png', 192],
    ['maskable-512.png', 512],
  ])('draws %s as a %i px PNG', async (file, size) => {
    const response = await storeRequest('demo', `/pwa/icons/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const meta = await sharp(response.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
  });

  it('draws each store’s icon from its own logo, the maskable one with the logo inside the safe zone', async () => {
    expect((await storeRow('demo')).logo).toMatch(/^\/media\//);
    const [demo, north, maskable] = await Promise.all([
      storeRequest('demo', '/pwa/icons/512.png'),
      storeRequest('north', '/pwa/icons/512.png'),
      storeRequest('demo', '/pwa/icons/maskable-512.png'),
    ]);
    expect(demo.bytes.equals(north.bytes)).toBe(false);
    // The maskable icon's edges are all background: a 10 % border of one colour.
    const { data, info } = await sharp(maskable.bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3).toString('hex');
    const corner = pixel(0, 0);
    for (let i = 0; i < 512; i += 8)
      for (const [x, y] of [
        [i, 0],
        [0, i],
        [i, 40],
        [40, i],
        [511, i],
        [i, 511],
      ] as const)
        expect(pixel(x, y)).toBe(corner);
    // …and the logo is drawn somewhere inside.
    const inside = new Set<string>();
    for (let y = 120; y < 392; y += 4) for (let x = 120; x < 392; x += 4) inside.add(pixel(x, y));
    expect(inside.size).toBeGreaterThan(1);
  });

  it('refuses other icon names and is revalidated by ETag', async () => {
    expect((await storeRequest('demo', '/pwa/icons/1024.png')).status).toBe(404);
    const first = await storeRequest('demo', '/pwa/icons/192.png');
    expect((await storeRequest('demo', '/pwa/icons/192.png', { headers: { 'if-none-match': String(first.headers.etag) } })).status).toBe(304);
  });
});

describe('offline page and service worker', () => {
  it('serves the offline page in the store’s own shell, never indexed', async () => {
    const response = await storeRequest('north', '/offline/');
    expect(response.status).toBe(200);
    const html = parseHtml(response.text);
    expect(html.all('[data-offline-page] h1').map((h1) => h1.children.map((child) => ('data' in child ? child.data : '')).join(''))).toEqual([
      'You’re offline',
    ]);
    expect(
      html
        .all('meta[name="robots"]')
        .map((meta) => meta.attribs.content)
        .join(),
    ).toContain('noindex');
  });

  it('serves /sw.js unrevalidated by caches, precaching the offline page and the storefront scripts', async () => {
    const response = await storeRequest('demo', '/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.text).toMatch(/url:"\/offline\/",revision:"[0-9a-f]{16}"/);
    expect(response.text).toMatch(/url:"_astro\/AddToBasketForm\.astro_astro_type_script_index_0_lang\.[\w-]+\.js",revision:null/);
    expect(response.text).toContain('SKIP_WAITING');
    expect(response.text).toContain('pf-pages');
  });
});
