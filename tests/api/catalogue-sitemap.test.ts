// /sitemap/, /sitemap.xml and /robots.txt: per store and per host, published and
// sitemap-visible content only (no custom designs or blanks), fresh after a publish.
import { describe, expect, it } from 'vitest';
import { storeRequest, testDb, testServer } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { parseHtml } from '../support/html.ts';
import { insertBlogPost } from '../../src/server/content/blog/blog-writes.ts';
import { bumpContentVersion } from '../../src/server/stores/content-version.ts';
import { makeStore } from '../support/factories/index.ts';

/** The server hears of a new content version at once (or within a second from another process); a busy machine gets room. */
const BUSY_MACHINE_MS = 15_000;

const origin = (host: string) => `http://${host.includes('.') ? host : `${host}.localhost`}:${testServer().port}`;
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
const links = (html: string, group: string) =>
  parseHtml(html)
    .all(`ul[data-sitemap="${group}"] a`)
    .map((link) => link.attribs.href ?? '');

describe('/sitemap/', () => {
  it('lists published, sitemap-visible pages, collections, listed products, creators and blog posts', async () => {
    const response = await storeRequest('demo', '/sitemap/');
    expect(response.status).toBe(200);
    const pages = links(response.text, 'pages');
    expect(pages).toEqual(expect.arrayContaining(['/', '/about/']));
    expect(pages).not.toContain('/winter-preview/');
    expect(pages).not.toContain('/thank-you/');
    expect(links(response.text, 'collections')).toContain('/collection/t-shirts/');
    const products = links(response.text, 'products');
    expect(products.length).toBeGreaterThan(20);
    expect(products).not.toContain('/product/my-custom-design-t-shirt/');
    expect(products).not.toContain('/product/blank-organic-t-shirt/');
    expect(links(response.text, 'creators')).toEqual(['/creator/astrid-nordahl/', '/creator/calum-reid/']);
    expect(links(response.text, 'blog').length).toBeGreaterThan(0);
    // Each store lists its own.
    const north = await storeRequest('north', '/sitemap/');
    expect(links(north.text, 'creators')).toEqual(['/creator/jonas-berg/', '/creator/maya-torres/']);
    expect(links(north.text, 'products').some((path) => products.includes(path))).toBe(false);
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('give absolute addresses on the host that asked', async () => {
    const xml = await storeRequest('demo', '/sitemap.xml');
    expect(xml.status).toBe(200);
    expect(xml.headers['content-type']).toMatch(/^application\/xml/);
    const demoLocs = locs(xml.text);
    expect(demoLocs).toContain(`${origin('demo')}/collection/t-shirts/`);
    expect(demoLocs.every((loc) => loc.startsWith(`${origin('demo')}/`))).toBe(true);
    expect(demoLocs).not.toContain(`${origin('demo')}/product/my-custom-design-t-shirt/`);
    expect(demoLocs).not.toContain(`${origin('demo')}/winter-preview/`);

    const custom = await storeRequest('shop.northwind.test', '/sitemap.xml');
    expect(locs(custom.text)).toContain(`${origin('shop.northwind.test')}/collection/t-shirts/`);

    const robots = await storeRequest('demo', '/robots.txt');
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.text).toContain(`Sitemap: ${origin('demo')}/sitemap.xml`);
    expect(robots.text).toContain('Disallow: /omnis/');
    expect((await storeRequest('north', '/robots.txt')).text).toContain(`Sitemap: ${origin('north')}/sitemap.xml`);
  });

  it('answers a matching ETag with 304', async () => {
    const first = await storeRequest('north', '/sitemap.xml');
    expect(first.headers.etag).toMatch(/^"v\d+-/);
    const again = await storeRequest('north', '/sitemap.xml', { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.status).toBe(304);
  });
});

describe('after a publish', () => {
  it('the sitemap page, sitemap.xml and its ETag change at once', async () => {
    // A store of its own: the blog post it publishes must not show up in other files' demo stores.
    const { db } = await testDb();
    const scope = await makeStore(db, { prefix: 'sitemap' });
    const { subdomain } = scope;
    await storeRequest(subdomain, '/sitemap/');
    expect((await storeRequest(subdomain, '/sitemap/')).headers['x-render-cache']).toBe('hit');
    const before = await storeRequest(subdomain, '/sitemap.xml');

    const urlName = `fresh-news-${Date.now().toString(36)}`;
    await insertBlogPost(scope, { urlName, title: 'Fresh news from the harbour', body: '<p>New prints.</p>', published: true });
    // What a publish does to caches; the background re-render it also queues (covered by
    // tests/api/jobs-rebuild.test.ts) is left out so it does not compete with these requests.
    await bumpContentVersion(scope, { rebuild: false });

    const page = await eventually(
      () => storeRequest(subdomain, '/sitemap/'),
      (response) => links(response.text, 'blog').includes(`/blog/${urlName}/`),
      BUSY_MACHINE_MS,
    );
    expect(parseHtml(page.text).text(`a[href="/blog/${urlName}/"]`)).toBe('Fresh news from the harbour');
    const after = await eventually(
      () => storeRequest(subdomain, '/sitemap.xml'),
      (response) => response.text.includes(`/blog/${urlName}/`),
      BUSY_MACHINE_MS,
    );
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await storeRequest(subdomain, '/sitemap.xml', { headers: { 'if-none-match': String(before.headers.etag) } })).status).toBe(200);
  });
});
