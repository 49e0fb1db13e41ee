// Complete product pages: creator pages and links, size charts,
// bundles (bundleOptions fields), cross-sell, and custom / blank products kept off every
// listing while a custom design's page still works from its link.
import { beforeAll, describe, expect, it } from 'vitest';
import { storeRequest, testDb } from '../support/api.ts';
import { parseHtml } from '../support/html.ts';
import { makeCollection, makeProduct, makeStore, type ProductOverrides } from '../support/factories/index.ts';
import { listProducts, countProducts } from '../../src/server/catalogue/products.ts';
import { listCollectionProducts } from '../../src/server/catalogue/collection-products.ts';
import { rankedSearch } from '../../src/server/catalogue/search.ts';
import { isShopperListed } from '../../src/schemas/product.ts';
import type { StoreScope } from '../../src/server/stores/scope.ts';

const SUBDOMAIN = `skus-${Date.now().toString(36)}`;
/** Skus on the edge of the spec's rules: case matters, BLANK anywhere, prefixes only at the start. */
const SKUS = [
  'CP-1',
  'cp-2',
  'CPX',
  'XCP',
  'GBro9',
  'GBRO9',
  'gbro9',
  'STUSUB-1',
  'STUSU',
  'FPD1',
  'FP',
  'API-9',
  'APi',
  'TS-BLANK',
  'BLANKET',
  'blank-tee',
  'Blank',
  'PLAIN',
];

/** A plain white tee with this SKU, tagged skutest. */
const product = (sku: string): ProductOverrides => ({
  sku,
  name: `Skutest ${sku}`,
  description: 'skutest',
  urlName: `p-${sku.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${SKUS.indexOf(sku)}`,
  manufacturer: 'Sku Co',
  price: 1000,
  options: [{ colour: { name: 'White', hex: '#ffffff' }, sizes: ['M'], images: [], pro: false }],
  tags: ['skutest'],
});

let scope: StoreScope;

beforeAll(async () => {
  const { db } = await testDb();
  scope = await makeStore(db, { subdomain: SUBDOMAIN, name: 'Sku Co' });
  const ids = [];
  for (const sku of SKUS) ids.push((await makeProduct(scope, product(sku))).id);
  await makeCollection(scope, { name: 'All', urlName: 'all', products: ids });
});

describe('custom and blank products', () => {
  it('the database and isShopperListed agree on every edge sku, in lists, collections, search and counts', async () => {
    const expected = SKUS.filter(isShopperListed).sort();
    // Spelled out, so a change to the rules shows here: prefixes match case-sensitively at the start, BLANK anywhere in capitals.
    expect(expected).toEqual(['APi', 'Blank', 'FP', 'GBRO9', 'PLAIN', 'STUSU', 'XCP', 'blank-tee', 'cp-2', 'gbro9'].sort());
    const listed = (await listProducts(scope, { limit: 100 })).map((entry) => entry.sku).sort();
    expect(listed).toEqual(expected);
    expect((await listCollectionProducts(scope, 'all', { sort: 'position', limit: 100, offset: 0 })).map((entry) => entry.sku).sort()).toEqual(expected);
    expect((await rankedSearch(scope, 'skutest')).map((entry) => entry.sku).sort()).toEqual(expected);
    expect(await countProducts(scope)).toBe(expected.length);
  });

  it('a custom design’s page works from its link, is not indexed and can be added to the basket', async () => {
    const page = await storeRequest('demo', '/product/my-custom-design-t-shirt/');
    expect(page.status).toBe(200);
    const html = parseHtml(page.text);
    expect(html.text('h1')).toBe('My Custom Design T-Shirt');
    expect(html.attr('meta[name="robots"]', 'content')).toBe('noindex');
    expect(html.all('form.add-to-basket button[type="submit"]')).toHaveLength(1);
  });

  it('is never on collection pages, search, product lists or the home page', async () => {
    for (const path of ['/collection/t-shirts/', '/search/?search=custom', '/search/?search=blank', '/', '/collection/t-shirts/?sort=new-in']) {
      const response = await storeRequest('demo', path);
      expect(response.text, path).not.toContain('/product/my-custom-design-t-shirt/');
      expect(response.text, path).not.toContain('/product/blank-organic-t-shirt/');
    }
  });

  it('a blank has no page of its own (the studio reaches it through fetch-base-product)', async () => {
    expect((await storeRequest('demo', '/product/blank-organic-t-shirt/')).status).toBe(404);
  });
});

describe('creators', () => {
  it('a creator page lists their products and product pages link to it', async () => {
    const page = await storeRequest('demo', '/creator/astrid-nordahl/');
    expect(page.status).toBe(200);
    const html = parseHtml(page.text);
    expect(html.text('h1')).toBe('Astrid Nordahl');
    const productLinks = html.all('ul.product-grid a.pod').map((link) => link.attribs.href ?? '');
    expect(productLinks.length).toBeGreaterThan(5);
    expect(productLinks).not.toContain('/product/my-custom-design-t-shirt/');
    const product = await storeRequest('demo', productLinks[0]!);
    expect(parseHtml(product.text).attr('.creator a', 'href')).toBe('/creator/astrid-nordahl/');
    expect(html.jsonLd().some((entry) => entry['@type'] === 'ItemList')).toBe(true);
  });

  it('is per store: another store’s creator and unknown names are not found', async () => {
    expect((await storeRequest('north', '/creator/astrid-nordahl/')).status).toBe(404);
    expect((await storeRequest('demo', '/creator/nobody/')).status).toBe(404);
    expect((await storeRequest('north', '/creator/maya-torres/')).status).toBe(200);
  });
});

describe('product pages', () => {
  it('show the size chart in a details element, and cross-sell other products of the store', async () => {
    const { db } = await testDb();
    const demo = (await db.selectFrom('divisions').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()).id;
    const tee = await db
      .selectFrom('products')
      .select('url_name')
      .where('division_id', '=', demo)
      .where('type', '=', 't-shirt')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const page = await storeRequest('demo', `/product/${tee.url_name}/`);
    const html = parseHtml(page.text);
    expect(html.text('details.size-chart summary')).toBe('Size chart');
    expect(html.all('details.size-chart tbody tr').length).toBe(6);
    expect(html.text('details.size-chart thead')).toContain('Chest');
    const crossSell = html.all('ul.product-grid[aria-label="You might also like"] a.pod').map((link) => link.attribs.href ?? '');
    expect(crossSell.length).toBeGreaterThan(0);
    expect(crossSell.length).toBeLessThanOrEqual(4);
    expect(crossSell).not.toContain(`/product/${tee.url_name}/`);
    const related = html.all('ul.product-grid[aria-label^="More from"] a.pod').map((link) => link.attribs.href ?? '');
    expect(crossSell.filter((href) => related.includes(href))).toEqual([]);
    // Other stores' products are never suggested.
    const northPaths = (
      await db
        .selectFrom('products')
        .innerJoin('divisions', 'divisions.id', 'products.division_id')
        .select('products.url_name')
        .where('divisions.subdomain', '=', 'north')
        .execute()
    ).map((row) => `/product/${row.url_name}/`);
    expect(crossSell.filter((href) => northPaths.includes(href))).toEqual([]);
  });

  it('a bundle lists its products and its form posts bundleOptions for each', async () => {
    const { db } = await testDb();
    const bundle = await db
      .selectFrom('products')
      .innerJoin('divisions', 'divisions.id', 'products.division_id')
      .select(['products.url_name', 'products.bundle_items_json'])
      .where('divisions.subdomain', '=', 'demo')
      .where('products.is_bundle', '=', 1)
      .executeTakeFirstOrThrow();
    const items = JSON.parse(bundle.bundle_items_json) as { productId: number; quantity: number }[];
    const page = await storeRequest('demo', `/product/${bundle.url_name}/`);
    const html = parseHtml(page.text);
    const form = 'form.add-to-basket';
    expect(html.all(`${form} fieldset.bundle li`)).toHaveLength(items.length);
    for (const [index, item] of items.entries()) {
      expect(html.attr(`${form} input[name="bundleOptions[${index}][productId]"]`, 'value')).toBe(String(item.productId));
      expect(html.attr(`${form} input[name="bundleOptions[${index}][quantity]"]`, 'value')).toBe(String(item.quantity));
      expect(html.all(`${form} select[name="bundleOptions[${index}][productColor]"] option`).length).toBeGreaterThan(0);
      expect(html.all(`${form} select[name="bundleOptions[${index}][productSize]"]`)).toHaveLength(1);
    }
    // HTML first: no island on a product page.
    expect(html.all('astro-island')).toHaveLength(0);
  });
});
