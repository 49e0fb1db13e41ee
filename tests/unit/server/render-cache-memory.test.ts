import { describe, expect, it } from 'vitest';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { MemoryTier } from '../../../src/platform/render-cache/memory.ts';
import { cachedPage, etagFor } from '../../../src/platform/render-cache/entry.ts';
import { cacheableRequest, cacheKey } from '../../../src/platform/render-cache/policy.ts';

describe('render cache memory tier', () => {
  it('keeps pages within its byte budget, evicting the least recently used', () => {
    const page = (text: string) => cachedPage(1, 1, text.repeat(2000));
    const one = page('a');
    const tier = new MemoryTier(one.size * 2 + 10);
    tier.set('a', one);
    tier.set('b', page('b'));
    tier.get('a');
    tier.set('c', page('c'));
    expect(tier.get('a')).toBeDefined();
    expect(tier.get('b')).toBeUndefined();
    expect(tier.get('c')).toBeDefined();
    expect(tier.usedBytes).toBeLessThanOrEqual(one.size * 2 + 10);
  });

  it('drops a store’s older versions when its version moves on', () => {
    const tier = new MemoryTier(10_000_000);
    tier.set('demo.localhost/', cachedPage(1, 3, '<p>old</p>'));
    tier.set('north.localhost/', cachedPage(2, 3, '<p>other store</p>'));
    tier.noteVersion(1, 4);
    expect(tier.get('demo.localhost/')).toBeUndefined();
    expect(tier.get('north.localhost/')).toBeDefined();
  });

  it('precompresses once and names the version in the ETag', () => {
    const page = cachedPage(1, 7, '<h1>Hello £</h1>');
    expect(gunzipSync(page.gzip).toString()).toBe('<h1>Hello £</h1>');
    expect(brotliDecompressSync(page.brotli).toString()).toBe('<h1>Hello £</h1>');
    expect(page.etag).toBe(etagFor(7, '<h1>Hello £</h1>'));
    expect(page.etag).toMatch(/^"v7-/);
    expect(etagFor(7, 'a')).not.toBe(etagFor(7, 'b'));
  });

  it('only lets plain GET and HEAD requests near the cache', () => {
    expect(cacheableRequest('GET', '/about/')).toBe(true);
    expect(cacheableRequest('HEAD', '/about/')).toBe(true);
    expect(cacheableRequest('POST', '/about/')).toBe(false);
    expect(cacheableRequest('GET', '/about/?preview-theme=lux')).toBe(false);
    expect(cacheKey('Demo.Localhost:4321', '/a/')).toBe('demo.localhost:4321/a/');
  });
});
