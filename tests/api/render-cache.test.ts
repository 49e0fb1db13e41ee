// The per-store render cache, its headers, invalidation and rebuild.
import { spawnSync } from 'node:child_process';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { storeRequest, testDb, testServer } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { parseHtml } from '../support/html.ts';
import { TEST_MEDIA_DIR } from '../support/server.ts';
import { scaled } from '../support/slowdown.ts';

const state = (response: { headers: Record<string, unknown> }) => response.headers['x-render-cache'];

/**
 * A new content version written behind the server's back, without the rebuild a content
 * change queues (tests/api/jobs-rebuild.test.ts covers that): the next requests render.
 */
async function bumpDemo(): Promise<number> {
  const { db } = await testDb();
  const row = await db
    .updateTable('divisions')
    .set((eb) => ({ content_version: eb('content_version', '+', 1) }))
    .where('subdomain', '=', 'demo')
    .returning('content_version')
    .executeTakeFirstOrThrow();
  return row.content_version;
}

describe('render cache', () => {
  it('renders a page once, then serves it from memory with an ETag and CDN headers', async () => {
    await storeRequest('demo', '/terms-of-sale/');
    const hit = await storeRequest('demo', '/terms-of-sale/');
    expect(state(hit)).toBe('hit');
    expect(hit.headers['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=86400');
    expect(hit.headers.etag).toMatch(/^"v\d+-[\w-]{16}"$/);
    expect(hit.headers['set-cookie']).toBeUndefined();
    expect(hit.headers['x-content-type-options']).toBe('nosniff');
    const notModified = await storeRequest('demo', '/terms-of-sale/', { headers: { 'if-none-match': String(hit.headers.etag) } });
    expect(notModified.status).toBe(304);
    expect(notModified.text).toBe('');
  });

  it('sends the precompressed page a browser asks for', async () => {
    await storeRequest('demo', '/about/');
    const gzip = await storeRequest('demo', '/about/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const brotli = await storeRequest('demo', '/about/', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    const plain = await storeRequest('demo', '/about/');
    expect(gunzipSync(gzip.bytes).toString()).toBe(plain.text);
    expect(brotliDecompressSync(brotli.bytes).toString()).toBe(plain.text);
  });

  it('never caches requests with a query string, previews or pages that are not shared', async () => {
    const query = await storeRequest('demo', '/about/?utm_source=mail');
    expect(state(query)).toBeUndefined();
    expect(query.headers['cache-control']).toBe('private, no-cache');
    const preview = await storeRequest('demo', '/about/?preview-theme=neonCity');
    expect(preview.status).toBe(200);
    const html = parseHtml(preview.text);
    expect(html.attr('html', 'data-theme')).toBe('neonCity');
    expect(html.attr('meta[name="robots"]', 'content')).toBe('noindex');
    expect(state(preview)).toBeUndefined();
    expect((await storeRequest('demo', '/about/?preview-theme=nope')).status).toBe(400);
    // Unpublished and missing pages are never kept.
    await storeRequest('demo', '/winter-preview/');
    expect(state(await storeRequest('demo', '/winter-preview/'))).toBeUndefined();
  });

  it('keys pages by host: the custom domain gets its own canonical', async () => {
    const custom = await storeRequest('shop.northwind.test', '/about/');
    const again = await storeRequest('shop.northwind.test', '/about/');
    expect(state(again)).toBe('hit');
    expect(parseHtml(again.text).attr('link[rel="canonical"]', 'href')).toContain('shop.northwind.test');
    expect(custom.text).toBe(again.text);
  });

  it('keeps rendered pages in the database tier for other instances and restarts', async () => {
    await storeRequest('demo', '/privacy-policy/');
    const { db } = await testDb();
    // By its whole key: store:rebuild and store:export (other tests) write other hosts' pages.
    const key = `demo.localhost:${testServer().port}/privacy-policy/`;
    const row = await eventually(
      () => db.selectFrom('rendered_pages').select(['cache_key', 'content_version']).where('cache_key', '=', key).executeTakeFirst(),
      (found) => found !== undefined,
    );
    expect(row?.cache_key).toBe(key);
  });

  it('renders again after a content change, collapsing concurrent requests into one render', async () => {
    const before = await storeRequest('demo', '/');
    const version = await bumpDemo();
    // Until the server has heard of the new version (another page's ETag names it), not for a
    // fixed second, which a loaded machine can overrun.
    await eventually(
      () => storeRequest('demo', '/about/'),
      (response) => String(response.headers.etag ?? '').startsWith(`"v${version}-`),
      10_000,
    );
    const responses = await Promise.all(Array.from({ length: 12 }, () => storeRequest('demo', '/')));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(responses.filter((response) => state(response) === 'miss')).toHaveLength(1);
    expect(new Set(responses.map((response) => response.text)).size).toBe(1);
    const after = responses.find((response) => state(response) !== 'miss')!;
    expect(after.headers.etag).toMatch(new RegExp(`^"v${version}-`));
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it(
    'store:rebuild renders every public page of a store into the shared tier',
    async () => {
      const result = spawnSync(process.execPath, ['scripts/store-rebuild.ts', 'north'], {
        // The same media store as the server: pages read picture records (logo size, banner colours) from it.
        env: {
          ...process.env,
          DATABASE_URL: testServer().databaseUrl,
          SQLITE_PATH: testServer().databaseUrl,
          MEDIA_DIR: TEST_MEDIA_DIR,
          PORT: String(testServer().port),
          SEED_ON_START: '0',
        },
        encoding: 'utf8',
      });
      expect(result.status, result.stderr + result.stdout).toBe(0);
      expect(result.stdout).toMatch(/Rendered \d+ pages/);
      // The running server sees the new version within a second and serves the rebuilt
      // pages without rendering them itself.
      const first = await eventually(
        () => storeRequest('north', '/terms-of-use/'),
        (response) => state(response) === 'hit',
      );
      expect(state(first)).toBe('hit');
      const blogPost = await storeRequest('north', '/blog/how-we-print/');
      expect(state(blogPost)).toBe('hit');
      // A second Node process loads the whole app and renders a store: on a busy machine that
      // alone can take most of the default limit.
    },
    scaled(90_000),
  );
});
