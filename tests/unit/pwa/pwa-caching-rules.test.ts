// What the service worker keeps (copied into sw.js by source text).
import { describe, expect, it } from 'vitest';
import { isBuildAsset, isImage, isKeptPage, keepsPageResponse } from '../../../src/lib/pwa/caching-rules.ts';

const page = (path: string) => isKeptPage(new URL(`https://demo.example${path}`), { mode: 'navigate' });
const answer = (status: number, cacheControl?: string) => ({ status, headers: new Headers(cacheControl ? { 'cache-control': cacheControl } : {}) });

describe('caching rules', () => {
  it('keeps storefront pages, never the back office, accounts, checkout or calls', () => {
    for (const path of ['/', '/about/', '/product/fjord-lines-t-shirt/', '/collection/tees/', '/basket/', '/blog/']) expect(page(path), path).toBe(true);
    for (const path of ['/dashboard/', '/atlas/orders/', '/account/', '/checkout/', '/omnis/v3/x', '/login', '/offline/', '/plugins/'])
      expect(page(path), path).toBe(false);
    expect(isKeptPage(new URL('https://demo.example/about/'), { mode: 'cors' })).toBe(false);
  });

  it('keeps only successful pages not marked no-store', () => {
    expect(keepsPageResponse(answer(200, 'public, max-age=0, must-revalidate'))).toBe(true);
    expect(keepsPageResponse(answer(200))).toBe(true);
    expect(keepsPageResponse(answer(200, 'private, no-store'))).toBe(false);
    expect(keepsPageResponse(answer(404))).toBe(false);
  });

  it('caches this origin’s pictures and build assets, never another host’s', () => {
    const self = 'https://demo.example';
    expect(isImage(new URL('https://demo.example/media/abc-640.webp'), { destination: 'image' }, self)).toBe(true);
    expect(isImage(new URL('https://www.facebook.com/tr?id=1'), { destination: 'image' }, self)).toBe(false);
    expect(isImage(new URL('https://demo.example/about/'), { destination: 'document' }, self)).toBe(false);
    expect(isBuildAsset(new URL('https://demo.example/_astro/x.js'), {}, self)).toBe(true);
    expect(isBuildAsset(new URL('https://demo.example/fonts/lato.woff2'), {}, self)).toBe(true);
    expect(isBuildAsset(new URL('https://cdn.example/_astro/x.js'), {}, self)).toBe(false);
  });
});
