// Issue 2 §5: head tags and structured data exactly as spec §2 "Navigation behaviour".
import { describe, expect, it } from 'vitest';
import { storeRequest, testServer } from '../support/api.ts';
import { parseHtml } from '../support/html.ts';

const origin = () => `http://demo.localhost:${testServer().port}`;

describe('head tags', () => {
  it('titles the home page with the company name only and other pages "title | company"', async () => {
    expect(parseHtml((await storeRequest('demo', '/')).text).text('title')).toBe('Northwind Tees');
    expect(parseHtml((await storeRequest('demo', '/about/')).text).text('title')).toBe('About us | Northwind Tees');
  });

  it('carries og, twitter, description and a canonical of the current host plus path', async () => {
    const html = parseHtml((await storeRequest('demo', '/about/')).text);
    expect(html.attr('meta[property="og:title"]', 'content')).toBe('About us | Northwind Tees');
    expect(html.attr('meta[property="og:type"]', 'content')).toBe('website');
    expect(html.attr('meta[name="twitter:card"]', 'content')).toBe('photo');
    expect(html.attr('meta[name="description"]', 'content')).toContain('Aberdeen');
    expect(html.attr('meta[property="og:description"]', 'content')).toBe(html.attr('meta[name="description"]', 'content'));
    expect(html.attr('link[rel="canonical"]', 'href')).toBe(`${origin()}/about/`);
    const custom = parseHtml((await storeRequest('shop.northwind.test', '/about/')).text);
    expect(custom.attr('link[rel="canonical"]', 'href')).toBe(`http://shop.northwind.test:${testServer().port}/about/`);
    expect(html.one('meta[name="robots"]')).toBeNull();
  });

  it('marks pages outside the sitemap noindex', async () => {
    const html = parseHtml((await storeRequest('demo', '/thank-you/')).text);
    expect(html.attr('meta[name="robots"]', 'content')).toBe('noindex');
  });

  it('adds a BreadcrumbList on every route but the 404', async () => {
    const home = parseHtml((await storeRequest('demo', '/')).text).jsonLd();
    const about = parseHtml((await storeRequest('demo', '/about/')).text).jsonLd();
    const missing = parseHtml((await storeRequest('demo', '/nope/')).text).jsonLd();
    expect(home.map((item) => item['@type'])).toContain('BreadcrumbList');
    const crumbs = about.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] };
    expect(crumbs.itemListElement.map((crumb) => crumb.name)).toEqual(['Home', 'About us']);
    expect(crumbs.itemListElement[1]?.item).toBe(`${origin()}/about/`);
    expect(missing.map((item) => item['@type'])).not.toContain('BreadcrumbList');
  });

  it('describes the FAQ from expandable blocks and the product grids as ItemLists with offers per currency', async () => {
    const items = parseHtml((await storeRequest('demo', '/')).text).jsonLd();
    const faq = items.find((item) => item['@type'] === 'FAQPage') as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(faq.mainEntity).toHaveLength(4);
    expect(faq.mainEntity[0]?.name).toBe('How long does delivery take?');
    expect(faq.mainEntity[0]?.acceptedAnswer.text).not.toContain('<p>');
    const lists = items.filter((item) => item['@type'] === 'ItemList') as { itemListElement: { position: number; item: { name: string; sku: string; offers: { priceCurrency: string }[] } }[] }[];
    expect(lists.length).toBe(1);
    const first = lists[0]!.itemListElement[0]!;
    expect(first.position).toBe(1);
    expect(first.item.sku).toMatch(/^DEMO-/);
    expect(first.item.offers.map((offer) => offer.priceCurrency)).toEqual(['GBP', 'USD', 'EUR']);
  });
});
