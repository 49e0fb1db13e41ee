// Head tags and structured data: titles, og and twitter tags, canonical, noindex, and the JSON-LD (breadcrumbs, FAQ, product lists).
import { describe, expect, it } from 'vitest';
import { storeRequest, testDb, testServer } from '../support/api.ts';
import { parseHtml } from '../support/html.ts';
import { findDivisionBySubdomain } from '../../src/server/stores/divisions.ts';

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
    const lists = items.filter((item) => item['@type'] === 'ItemList') as {
      itemListElement: { position: number; item: { name: string; sku: string; offers: { priceCurrency: string }[] } }[];
    }[];
    expect(lists.length).toBe(1);
    const first = lists[0]!.itemListElement[0]!;
    expect(first.position).toBe(1);
    expect(first.item.sku).toMatch(/^DEMO-/);
    expect(first.item.offers.map((offer) => offer.priceCurrency)).toEqual(['GBP', 'USD', 'EUR']);
  });
});

// og:image on every page type of both demo stores, absolute, answering with a picture.
describe('og:image', () => {
  const storeOrigin = (store: string) => `http://${store}.localhost:${testServer().port}`;

  async function ogImageOf(store: string, path: string): Promise<string> {
    const response = await storeRequest(store, path);
    const html = parseHtml(response.text);
    const image = html.attr('meta[property="og:image"]', 'content') ?? '';
    expect(image, `${store}${path} has an og:image`).not.toBe('');
    expect(html.attr('meta[name="twitter:image"]', 'content')).toBe(image);
    return image;
  }

  async function expectPicture(store: string, url: string): Promise<void> {
    const address = new URL(url);
    expect(address.origin, `${url} is absolute on the store's own address`).toBe(storeOrigin(store));
    const response = await storeRequest(store, address.pathname);
    expect(response.status, url).toBe(200);
    expect(String(response.headers['content-type']), url).toMatch(/^image\//);
  }

  it('is on every page type of both demo stores and answers with a picture', async () => {
    for (const store of ['demo', 'north']) {
      const home = parseHtml((await storeRequest(store, '/')).text);
      const product = home.attr('a[href^="/product/"]', 'href')!;
      const post = parseHtml((await storeRequest(store, '/blog/')).text).attr(
        'a[href^="/blog/"][href$="/"]:not([href="/blog/"]):not([href^="/blog/tagged/"])',
        'href',
      )!;
      const paths = [
        '/',
        '/about/',
        '/collection/t-shirts/',
        product,
        '/search/?search=tee',
        '/blog/',
        '/blog/tagged/',
        post,
        '/help/',
        '/help/group/delivery/',
        '/login/',
        '/sign-up/',
        '/password-reset/',
        '/no-such-page/',
      ];
      for (const path of paths) await expectPicture(store, await ogImageOf(store, path));
    }
  });

  it("is the page's own picture first, then the store's share image, then its logo", async () => {
    const { db } = await testDb();
    const demo = (await findDivisionBySubdomain(db, 'demo'))!;
    const share = demo.settings.meta.ogImage!;
    expect(share).toMatch(/^\/media\/[0-9a-f]{16}-1200\.jpg$/);
    expect(demo.logo).toMatch(/^\/media\//);
    // A store page without a picture of its own, and pages that are never indexed: the share image.
    expect(await ogImageOf('demo', '/about/')).toBe(storeOrigin('demo') + share);
    expect(await ogImageOf('demo', '/login/')).toBe(storeOrigin('demo') + share);
    // A product: its picture; a blog post: its banner.
    const product = parseHtml((await storeRequest('demo', '/collection/t-shirts/')).text).attr('a[href^="/product/"]', 'href')!;
    const productPage = parseHtml((await storeRequest('demo', product)).text);
    expect(await ogImageOf('demo', product)).not.toBe(storeOrigin('demo') + share);
    expect(productPage.attr('meta[property="og:image"]', 'content')).toMatch(/\/media\/[0-9a-f]{16}-\d+\.webp$/);
    const post = parseHtml((await storeRequest('demo', '/blog/how-we-print/')).text);
    expect(post.attr('meta[property="og:image"]', 'content')).toBe(new URL(post.attr('.banner img', 'src')!, storeOrigin('demo')).toString());
    // The two stores share nothing.
    expect(await ogImageOf('north', '/about/')).not.toBe(storeOrigin('north') + share);
  });

  it("shows the store's logo in the header, with its size reserved", async () => {
    for (const store of ['demo', 'north']) {
      const { db } = await testDb();
      const division = (await findDivisionBySubdomain(db, store))!;
      const logo = parseHtml((await storeRequest(store, '/')).text).one('header .logo img');
      expect(logo?.attribs.src).toBe(division.logo);
      expect(logo?.attribs.alt).toBe(division.companyName);
      expect(Number(logo?.attribs.width)).toBeGreaterThan(Number(logo?.attribs.height));
      await expectPicture(store, storeOrigin(store) + division.logo);
    }
  });
});
