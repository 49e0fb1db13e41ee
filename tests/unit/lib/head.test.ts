import { describe, expect, it } from 'vitest';
import { headTags, ogImage, pageTitle } from '../../../src/lib/head.ts';

const base = {
  title: 'About us',
  companyName: 'Northwind Tees',
  description: 'd',
  canonical: 'http://demo.localhost/about/',
  images: [undefined, null, '/logo.png'],
  isHome: false,
  inSitemap: true,
  loginState: 'everyone' as const,
};

describe('head tags', () => {
  it('titles pages "page title | company name" and home with the company only', () => {
    expect(pageTitle(base)).toBe('About us | Northwind Tees');
    expect(pageTitle({ ...base, isHome: true })).toBe('Northwind Tees');
    expect(pageTitle({ ...base, unreadNotifications: 3 })).toBe('(3) About us | Northwind Tees');
  });
  it('picks the first og image available, as an absolute address', () => {
    expect(headTags(base).ogImage).toBe('http://demo.localhost/logo.png');
    expect(headTags({ ...base, images: ['/page.png', '/logo.png'] }).ogImage).toBe('http://demo.localhost/page.png');
  });
  it('marks pages outside the sitemap or behind a login noindex', () => {
    expect(headTags(base).robots).toBeUndefined();
    expect(headTags({ ...base, inSitemap: false }).robots).toBe('noindex');
    expect(headTags({ ...base, loginState: 'logged-in' }).robots).toBe('noindex');
    expect(headTags({ ...base, loginState: 'dashboard-access' }).robots).toBe('noindex');
    expect(headTags({ ...base, loginState: 'logged-out' }).robots).toBeUndefined();
  });
});

describe('og:image chain: page image, else share image, else logo', () => {
  const canonical = 'https://shop.northwind.test/about/';
  const page = '/media/page-1920.webp';
  const share = '/media/share-1200.jpg';
  const logo = '/media/logo-575.webp';

  it("takes the page's own picture first", () => {
    expect(ogImage([page, share, logo], canonical)).toBe('https://shop.northwind.test/media/page-1920.webp');
  });
  it("falls back to the store's share image when the page has none", () => {
    expect(ogImage([undefined, share, logo], canonical)).toBe('https://shop.northwind.test/media/share-1200.jpg');
    expect(ogImage(['', share, logo], canonical)).toBe('https://shop.northwind.test/media/share-1200.jpg');
    expect(ogImage(['  ', share, logo], canonical)).toBe('https://shop.northwind.test/media/share-1200.jpg');
  });
  it('falls back to the logo when there is no share image either', () => {
    expect(ogImage([null, undefined, logo], canonical)).toBe('https://shop.northwind.test/media/logo-575.webp');
  });
  it('has no og:image when nothing is left', () => {
    expect(ogImage([null, undefined, null], canonical)).toBeUndefined();
    expect(headTags({ ...base, images: [] }).ogImage).toBeUndefined();
  });
  it('keeps absolute addresses and resolves paths on the canonical origin, port included', () => {
    expect(ogImage(['https://cdn.example.com/a.jpg'], canonical)).toBe('https://cdn.example.com/a.jpg');
    expect(ogImage(['/media/x.jpg'], 'http://demo.localhost:4321/blog/a/')).toBe('http://demo.localhost:4321/media/x.jpg');
  });
});
