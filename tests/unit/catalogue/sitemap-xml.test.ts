import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from '../../../src/server/storefront/sitemap/sitemap-xml.ts';

const empty = { pages: [], collections: [], products: [], creators: [], posts: [] };

describe('sitemap.xml', () => {
  it('gives each address once, absolute on the origin, escaped, with the day of its last change', () => {
    const xml = sitemapXml('https://shop.example', {
      ...empty,
      pages: [
        { path: '/', title: 'Home' },
        { path: '/about/', title: 'About', lastModified: '2026-03-04T10:00:00.000Z' },
      ],
      products: [
        { path: '/product/a&b/', title: 'A & B' },
        { path: '/product/a&b/', title: 'A & B again' },
      ],
    });
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml).toContain('<url><loc>https://shop.example/about/</loc><lastmod>2026-03-04</lastmod></url>');
    expect(xml).toContain('<loc>https://shop.example/sitemap/</loc>');
    expect(xml.match(/a&amp;b/g)).toHaveLength(1);
    expect(xml).not.toMatch(/&(?!amp;)/);
  });
});

describe('robots.txt', () => {
  it('names the sitemap of the host and keeps crawlers out of the API and personal pages', () => {
    const robots = robotsTxt('http://demo.localhost:4321');
    expect(robots).toContain('User-agent: *\n');
    expect(robots).toContain('Sitemap: http://demo.localhost:4321/sitemap.xml\n');
    for (const path of ['/omnis/', '/basket/', '/checkout/', '/order-history/']) expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).not.toContain('Disallow: /product/');
  });
});
