import { describe, expect, it } from 'vitest';
import { headTags, pageTitle } from '../../../src/lib/head.ts';

const base = {
  title: 'About us', companyName: 'Northwind Tees', description: 'd', canonical: 'http://demo.localhost/about/',
  images: [undefined, null, '/logo.png'], isHome: false, inSitemap: true, loginState: 'everyone' as const,
};

describe('head tags (spec §2)', () => {
  it('titles pages "page title | company name" and home with the company only', () => {
    expect(pageTitle(base)).toBe('About us | Northwind Tees');
    expect(pageTitle({ ...base, isHome: true })).toBe('Northwind Tees');
    expect(pageTitle({ ...base, unreadNotifications: 3 })).toBe('(3) About us | Northwind Tees');
  });
  it('picks the first og image available', () => {
    expect(headTags(base).ogImage).toBe('/logo.png');
    expect(headTags({ ...base, images: ['/page.png', '/logo.png'] }).ogImage).toBe('/page.png');
  });
  it('marks pages outside the sitemap or behind a login noindex', () => {
    expect(headTags(base).robots).toBeUndefined();
    expect(headTags({ ...base, inSitemap: false }).robots).toBe('noindex');
    expect(headTags({ ...base, loginState: 'logged-in' }).robots).toBe('noindex');
    expect(headTags({ ...base, loginState: 'dashboard-access' }).robots).toBe('noindex');
    expect(headTags({ ...base, loginState: 'logged-out' }).robots).toBeUndefined();
  });
});
