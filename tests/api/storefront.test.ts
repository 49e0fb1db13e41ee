// Both demo stores render as HTML from their block data, chosen by Host.
import { describe, expect, it } from 'vitest';
import { storeRequest, testServer } from '../support/api.ts';
import { parseHtml } from '../support/html.ts';

describe('demo stores', () => {
  it.each([
    ['demo', 'Northwind Tees', 'nordic'],
    ['north', 'Wild North Outfitters', 'wildWood'],
  ])('%s renders its home page from its blocks with its theme', async (store, company, theme) => {
    const response = await storeRequest(store, '/');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = parseHtml(response.text);
    expect(html.text('title')).toBe(company);
    expect(html.attr('html', 'data-theme')).toBe(theme);
    // The home page has at least 10 blocks, each marked with its type.
    const types = html.all('[data-block-type]').map((element) => element.attribs['data-block-type']);
    for (const type of ['banner', 'grid', 'pod', 'productList', 'text', 'image', 'button', 'row', 'spacer', 'expandable', 'newsletterSubscribe']) {
      expect(types).toContain(type);
    }
    expect(html.all('.page-grid > .cell').length).toBeGreaterThanOrEqual(10);
    expect(html.text('h1')).not.toBe('');
    // Products come from the catalogue with prices.
    expect(html.all('.product-list li').length).toBeGreaterThanOrEqual(8);
    expect(html.text('.product-list .price')).toMatch(/£\d+\.\d{2}/);
  });

  it('serves the demo store on its custom domain too', async () => {
    const response = await storeRequest('shop.northwind.test', '/');
    expect(response.status).toBe(200);
    expect(parseHtml(response.text).text('title')).toBe('Northwind Tees');
  });

  it('keeps stores apart: the same path shows each store its own page', async () => {
    const [demo, north] = await Promise.all([storeRequest('demo', '/about/'), storeRequest('north', '/about/')]);
    expect(parseHtml(demo.text).text('h1')).toContain('Northwind Tees');
    expect(parseHtml(north.text).text('h1')).toContain('Wild North Outfitters');
  });

  it('gives an unknown host the platform 404 page, escaped', async () => {
    const response = await storeRequest('no-such-store', '/anything');
    expect(response.status).toBe(404);
    expect(response.text).toContain('There is no store here');
    // Markup is no host name at all: 400 before any page (tests/api/host-header.test.ts).
    const markup = await storeRequest('x<script>.example.com', '/');
    expect(markup.status).toBe(400);
    expect(markup.text).not.toContain('<script>');
    // A host name may hold ' and & (RFC 3986 sub-delims): the page shows it escaped.
    const hostile = await storeRequest("x'onmouseover=alert(1)&y.example.com", '/');
    expect(hostile.status).toBe(404);
    expect(hostile.text).toContain('x&#39;onmouseover=alert(1)&amp;y.example.com');
    expect(hostile.text).not.toContain("x'onmouseover");
  });

  it('shows the platform home on the bare platform domain', async () => {
    const response = await storeRequest(`localhost:${testServer().port}`, '/');
    expect(response.status).toBe(200);
    expect(response.text).toContain('demo.localhost');
  });

  it('hides an unpublished page from visitors', async () => {
    const response = await storeRequest('demo', '/winter-preview/');
    expect(response.status).toBe(404);
    expect(response.text).toContain('We were unable to find this page');
  });

  it('renders the main menu with nested segments and image tiles, and the footer', async () => {
    const html = parseHtml((await storeRequest('demo', '/')).text);
    expect(html.all('.desktop-menu .entry').length).toBeGreaterThanOrEqual(4);
    expect(html.all('.desktop-menu .submenu .segment').length).toBeGreaterThanOrEqual(3);
    expect(html.all('.desktop-menu .tile img').length).toBeGreaterThanOrEqual(1);
    // Mobile drill-down: one level per entry with a submenu, each with an "All" link back.
    expect(html.all('#sidebar .level-child').length).toBe(2);
    expect(html.all('#sidebar .level-child .back').map((back) => back.attribs.for)).toEqual(['drill-root', 'drill-root']);
    expect(html.text('.site-footer')).toContain('Northwind Tees');
    expect(html.all('.sub-footer a[href="/privacy-policy/"]').length).toBe(1);
  });

  it('shows the currency selector only where the currency plugin is enabled', async () => {
    const [demo, north] = await Promise.all([storeRequest('demo', '/'), storeRequest('north', '/')]);
    expect(
      parseHtml(demo.text)
        .all('select[data-currency-select] option')
        .map((option) => option.attribs.value),
    ).toEqual(['GBP', 'USD', 'EUR']);
    expect(parseHtml(north.text).all('select[data-currency-select]')).toHaveLength(0);
  });

  it('renders the favourites heart hidden (the shell script shows it when favourites exist) and the basket count slot', async () => {
    const html = parseHtml((await storeRequest('demo', '/')).text);
    expect(html.one('a[data-favourites]')?.attribs.hidden).toBeDefined();
    expect(html.one('[data-basket-count]')).not.toBeNull();
  });

  it('serves the four policy pages and the about page', async () => {
    for (const path of ['/terms-of-use/', '/terms-of-sale/', '/use-of-cookies-and-disclaimer/', '/privacy-policy/', '/about/']) {
      const response = await storeRequest('north', path);
      expect(response.status, path).toBe(200);
    }
  });

  it('serves generated product images in responsive widths', async () => {
    const html = parseHtml((await storeRequest('demo', '/')).text);
    const image = html.one('.product-list img');
    const srcset = image?.attribs.srcset ?? '';
    const sources = srcset.split(',').map((entry) => entry.trim().split(' ')[0] ?? '');
    expect(sources.length).toBeGreaterThanOrEqual(4);
    const media = await storeRequest('demo', sources[0]!);
    expect(media.status).toBe(200);
    expect(media.headers['content-type']).toBe('image/webp');
    expect(media.headers['cache-control']).toContain('immutable');
  });
});
