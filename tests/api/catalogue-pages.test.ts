// Storefront catalogue pages against the built server: /collection/{urlName}/,
// /product/{urlName}/{colour?}/ and /search/?search=. The demo stores are
// seeded; a store of this file's own ("cat-…") holds products shaped for the edge cases.
import { beforeAll, describe, expect, it } from 'vitest';
import { selectAll } from 'css-select';
import type { Element } from 'domhandler';
import { storeRequest, testDb, testServer } from '../support/api.ts';
import { storeOrigin } from '../support/http.ts';
import type { Connection } from '../../src/platform/db/database.ts';
import { parseHtml } from '../support/html.ts';
import { SessionClient } from '../support/session-client.ts';
import { makeCollection, makeProduct, makeStore, type ProductOverrides } from '../support/factories/index.ts';
import { addSearchRedirect } from '../../src/server/stores/search-redirects.ts';
import { listProducts } from '../../src/server/catalogue/products.ts';
import { listCollectionProducts } from '../../src/server/catalogue/collection-products.ts';

// ---- reading pages -------------------------------------------------------------------

type Json = Record<string, any>;

function ofType(html: string, type: string): Json[] {
  return parseHtml(html)
    .jsonLd()
    .filter((entry) => entry['@type'] === type) as Json[];
}
const title = (html: string) => parseHtml(html).text('title');
const h1 = (html: string) => parseHtml(html).text('h1');
const canonical = (html: string) => parseHtml(html).attr('link[rel="canonical"]', 'href');
const headLink = (html: string, rel: 'prev' | 'next') => parseHtml(html).attr(`head link[rel="${rel}"]`, 'href');
const meta = (html: string, key: string) => parseHtml(html).attr(`meta[name="${key}"], meta[property="${key}"]`, 'content');

/** The product links of the first product grid on the page (or the first whose label starts so), in order. */
function gridLinks(html: string, label = ''): string[] {
  const [grid] = parseHtml(html).all(label ? `ul.product-grid[aria-label^="${label}"]` : 'ul.product-grid');
  return grid ? (selectAll('a.pod', grid) as unknown as Element[]).map((link) => link.attribs.href ?? '') : [];
}
/** The search results, not the suggestions shown when there are none. */
const results = (html: string) => gridLinks(html, 'Products matching');

function radios(html: string, name: string): { value: string; checked: boolean }[] {
  return parseHtml(html)
    .all(`input[type="radio"][name="${name}"]`)
    .map((input) => ({ value: input.attribs.value ?? '', checked: 'checked' in input.attribs }));
}
/** Zero client JavaScript: no island, no script file, only the shell's one inline script. */
function expectNoClientJavaScript(html: string): void {
  const page = parseHtml(html);
  expect(page.all('astro-island')).toHaveLength(0);
  // The hearts, the add-to-basket form and the gallery's zoom bring tiny enhancement modules,
  // which load the rest only when pressed (their budget is asserted in tests/api/basket.test.ts);
  // pictures bring the one that removes their placeholder or shows their fallback.
  for (const script of page.all('script[src]'))
    expect(script.attribs.src).toMatch(/^\/_astro\/(FavouriteHeart|AddToBasketForm|Gallery|ImageState)\.astro_astro_type_script_index_0_lang\.[\w-]+\.js$/);
  expect([...page.all('script:not([type])'), ...page.all('script[type="module"]:not([src])')]).toHaveLength(1);
}
/** Markup outside attribute values, where "<" would start a tag. */
const outsideAttributes = (html: string) => html.replace(/="[^"]*"/g, '=""');
const NOT_FOUND_TEXT = 'We were unable to find this page';

// ---- a store of our own ---------------------------------------------------------------

const SUBDOMAIN = `cat-${Date.now().toString(36)}`;
const BULK = 30;
const LONG_DESCRIPTION = `${'This plain tee has a long and winding story to tell about cotton, '.repeat(4)}and finally a zebra.`;

/** A plain white tee of the test's own stores, named and at its URL name. */
const product = (name: string, urlName: string, extra: ProductOverrides = {}): ProductOverrides => ({
  sku: `CAT-${urlName.slice(0, 40)}`,
  name,
  description: 'A plain test garment.',
  urlName,
  manufacturer: 'Catalogue Test Co',
  price: 2000,
  options: [{ colour: { name: 'White', hex: '#ffffff' }, sizes: ['S', 'M'], images: [], pro: false }],
  ...extra,
});

const image = (id: string, color: string, position: number) => ({
  id,
  original: `/media/${id}-1280.webp`,
  position,
  altText: `${id} picture`,
  color,
  width: 1280,
  height: 1280,
  sizes: { '640': `/media/${id}-640.webp`, '1280': `/media/${id}-1280.webp` },
});

let catalogueDb: Connection;

beforeAll(async () => {
  catalogueDb = await testDb();
  const scope = await makeStore(catalogueDb.db, { subdomain: SUBDOMAIN, name: 'Catalogue Test Co' });
  const { division } = scope;
  const start = Date.parse('2024-01-01T00:00:00Z');
  const at = (time: number) => new Date(time).toISOString();
  const bulk: number[] = [];
  for (let n = 1; n <= BULK; n += 1) {
    const label = String(n).padStart(2, '0');
    // Prices rise with n; creation times too, so "new in" is the reverse of "position".
    bulk.push(
      (
        await makeProduct(scope, {
          ...product(`Gadget ${label} Tee`, `gadget-${label}-tee`, { price: 1000 + n * 10, tags: ['bulk'] }),
          createdAt: at(start + n * 60_000),
        })
      ).id,
    );
  }
  const zebra = await makeProduct(scope, {
    ...product('Zebra Stripe Hoodie', 'zebra-stripe-hoodie', {
      price: 5000,
      salePrice: 4000,
      tags: ['zebratag'],
      defaultColour: 'Forest Green',
      options: [
        { colour: { name: 'Forest Green', hex: '#2f5d3a' }, sizes: ['S', 'M', 'L'], images: ['zebra-green'], pro: false },
        { colour: { name: 'Off-White', hex: '#f4f3ef' }, sizes: ['M'], images: ['zebra-white'], pro: false },
      ],
      images: [image('zebra-green', 'Forest Green', 0), image('zebra-white', 'Off-White', 1)],
    }),
    createdAt: at(start),
  });
  const story = await makeProduct(scope, {
    ...product('Plain Story Tee', 'plain-story-tee', { description: LONG_DESCRIPTION, enableAddToCart: false }),
    createdAt: at(start),
  });
  const tricky = await makeProduct(scope, {
    ...product('Tom & Jerry <b>Bold</b> "Tee"', 'tom-and-jerry-tee', { description: 'Says <script>alert("pwned")</script> on the front.' }),
    createdAt: at(start),
  });
  await makeProduct(scope, product('Hidden Zebra Tee', 'hidden-zebra-tee', { enabled: false, tags: ['zebratag'] }));

  await makeCollection(scope, { name: 'Everything', urlName: 'everything', description: 'All the gadgets.', position: 0, products: bulk });
  await makeCollection(scope, { name: 'Animals', urlName: 'animals', position: 1, products: [zebra.id, story.id, tricky.id] });
  await makeCollection(scope, { name: 'Empty Shelf', urlName: 'empty-shelf', position: 2 });

  await addSearchRedirect(scope, { searchTerm: 'Promo', destinationUrl: 'https://example.com/promo' });
  // Written by hand around the schema (addSearchRedirect refuses it), as old data might be: the page must still not send anyone there.
  await catalogueDb.db
    .insertInto('search_redirects')
    .values({ division_id: division.id, search_term: 'sneaky', destination_url: 'javascript:alert(1)' })
    .execute();
});

const own = (path: string) => storeRequest(SUBDOMAIN, path);
const demo = (path: string) => storeRequest('demo', path);

// ---- collection pages -----------------------------------------------------------------

describe('collection page /collection/{urlName}/', () => {
  it('renders the collection with its products, head tags and breadcrumbs', async () => {
    const response = await demo('/collection/t-shirts/');
    expect(response.status).toBe(200);
    const html = response.text;
    expect(h1(html)).toBe('T-Shirts');
    expect(title(html)).toBe('T-Shirts | Northwind Tees');
    expect(canonical(html)).toMatch(/^http:\/\/demo\.localhost:\d+\/collection\/t-shirts\/$/);
    expect(meta(html, 'robots')).toBeUndefined();
    expect(html).toContain('Organic cotton tees and vests, printed to order.');
    const links = gridLinks(html);
    expect(links.length).toBeGreaterThan(0);
    expect(links).toContain('/product/fjord-lines-t-shirt/');
    expectNoClientJavaScript(html);
  });

  it('describes itself as a BreadcrumbList and an ItemList of its products with offers per currency', async () => {
    const html = (await demo('/collection/t-shirts/')).text;
    const [crumbs] = ofType(html, 'BreadcrumbList');
    expect(crumbs?.itemListElement.map((item: Json) => item.name)).toEqual(['Home', 'T-Shirts']);
    const [list] = ofType(html, 'ItemList');
    expect(list?.itemListElement).toHaveLength(gridLinks(html).length);
    const first = list?.itemListElement[0].item;
    expect(first).toMatchObject({ '@type': 'Product', url: expect.stringMatching(/\/product\/[a-z0-9-]+\/$/) });
    // The demo store sells in GBP, USD and EUR (its currency plugin).
    expect(first.offers.map((offer: Json) => offer.priceCurrency)).toEqual(['GBP', 'USD', 'EUR']);
  });

  it('answers 404 with the not-found page for an unknown collection', async () => {
    const response = await demo('/collection/no-such-collection/');
    expect(response.status).toBe(404);
    expect(response.text).toContain(NOT_FOUND_TEXT);
    expect(ofType(response.text, 'BreadcrumbList')).toEqual([]);
  });

  it("does not show another store's collection", async () => {
    expect((await storeRequest('north', '/collection/everything/')).status).toBe(404);
  });

  it('pages by 24 with rel prev/next, and keeps the chosen sort in page links', async () => {
    const first = await own('/collection/everything/');
    expect(first.status).toBe(200);
    expect(gridLinks(first.text)).toHaveLength(24);
    expect(headLink(first.text, 'prev')).toBeUndefined();
    expect(headLink(first.text, 'next')).toMatch(/\/collection\/everything\/\?page=2$/);
    expect(first.text).toContain('Showing 1–24 of 30');

    const second = await own('/collection/everything/?page=2');
    expect(second.status).toBe(200);
    expect(gridLinks(second.text)).toHaveLength(BULK - 24);
    expect(headLink(second.text, 'prev')).toMatch(/\/collection\/everything\/$/);
    expect(headLink(second.text, 'next')).toBeUndefined();
    expect(canonical(second.text)).toMatch(/\/collection\/everything\/\?page=2$/);
    expect(title(second.text)).toBe('Everything (page 2) | Catalogue Test Co');
    // Together the two pages hold every product once.
    expect(new Set([...gridLinks(first.text), ...gridLinks(second.text)]).size).toBe(BULK);

    const sorted = await own('/collection/everything/?sort=price-desc');
    expect(headLink(sorted.text, 'next')).toMatch(/\/collection\/everything\/\?sort=price-desc&page=2$/);
  });

  it.each(['?page=3', '?page=0', '?page=-1', '?page=abc', '?page=1.5', '?page=999999'])('answers 404 for a page out of bounds (%s)', async (query) => {
    const response = await own(`/collection/everything/${query}`);
    expect(response.status).toBe(404);
    expect(response.text).toContain(NOT_FOUND_TEXT);
  });

  it('sorts by position, newest, price and name', async () => {
    const order = async (sort: string) => gridLinks((await own(`/collection/everything/?sort=${sort}`)).text);
    expect((await order('position'))[0]).toBe('/product/gadget-01-tee/');
    expect((await order('new-in'))[0]).toBe('/product/gadget-30-tee/');
    expect((await order('price-desc'))[0]).toBe('/product/gadget-30-tee/');
    expect((await order('price-asc'))[0]).toBe('/product/gadget-01-tee/');
    expect((await order('name')).slice(0, 2)).toEqual(['/product/gadget-01-tee/', '/product/gadget-02-tee/']);
  });

  it('sorts by the price a shopper pays (the sale price when on sale)', async () => {
    // Zebra costs 50.00 but is on sale at 40.00; the story tee costs 20.00.
    const links = gridLinks((await own('/collection/animals/?sort=price-desc')).text);
    expect(links[0]).toBe('/product/zebra-stripe-hoodie/');
  });

  it('orders product lists and collection pages alike, by the price paid', async () => {
    // A store of its own: list price and paid price disagree on which comes first.
    const { db } = await testDb();
    const scope = await makeStore(db, { subdomain: `${SUBDOMAIN}-sort`, name: 'Sort Co' });
    const onSale = await makeProduct(scope, product('On Sale Tee', 'on-sale-tee', { price: 5000, salePrice: 3000 }));
    const full = await makeProduct(scope, product('Full Price Tee', 'full-price-tee', { price: 4000 }));
    await makeCollection(scope, { name: 'All', urlName: 'all', products: [onSale.id, full.id] });
    for (const sort of ['price-desc', 'price-asc'] as const) {
      const listed = (await listProducts(scope, { sort })).map((item) => item.urlName);
      const collected = (await listCollectionProducts(scope, 'all', { sort, limit: 10, offset: 0 })).map((item) => item.urlName);
      expect(listed, sort).toEqual(sort === 'price-desc' ? ['full-price-tee', 'on-sale-tee'] : ['on-sale-tee', 'full-price-tee']);
      expect(collected, sort).toEqual(listed);
    }
  });

  it('ignores an unknown sort instead of failing', async () => {
    const response = await own('/collection/everything/?sort=%3Cscript%3E');
    expect(response.status).toBe(200);
    expect(gridLinks(response.text)[0]).toBe('/product/gadget-01-tee/');
    expect(parseHtml(response.text).attr('select#sort option[selected]', 'value')).toBe('position');
    // The unknown value is not echoed into links.
    expect(response.text).not.toMatch(/sort=%3C|sort=<|sort=&lt;/i);
  });

  it('shows an empty collection as a page with a way back, not an error', async () => {
    const response = await own('/collection/empty-shelf/');
    expect(response.status).toBe(200);
    expect(h1(response.text)).toBe('Empty Shelf');
    expect(gridLinks(response.text)).toEqual([]);
    expect(response.text).toContain('New designs are on their way');
    expect((await own('/collection/empty-shelf/?page=2')).status).toBe(404);
  });
});

// ---- product pages --------------------------------------------------------------------

describe('product page /product/{urlName}/{colour?}/', () => {
  it('renders the product with price, colours, sizes and an add-to-basket form that posts without JavaScript', async () => {
    const response = await demo('/product/fjord-lines-t-shirt/');
    expect(response.status).toBe(200);
    const html = response.text;
    expect(h1(html)).toBe('Fjord Lines T-Shirt');
    expect(title(html)).toBe('Fjord Lines T-Shirt | Northwind Tees');
    expect(canonical(html)).toMatch(/\/product\/fjord-lines-t-shirt\/$/);
    expect(html).toContain('data-money="2500"');

    const page = parseHtml(html);
    expect(page.attr('form.add-to-basket', 'method')).toBe('post');
    expect(page.attr('form.add-to-basket input[type="hidden"][name="item[productUrl]"]', 'value')).toBe('fjord-lines-t-shirt');
    // Every choice is inside the form, so it posts without JavaScript.
    expect(page.all('form.add-to-basket input[type="radio"]')).toHaveLength(3 + 6);
    expect(radios(html, 'item[productColor]')).toEqual([
      { value: 'White', checked: true },
      { value: 'Navy', checked: false },
      { value: 'Sand', checked: false },
    ]);
    expect(radios(html, 'item[productSize]').map((radio) => radio.value)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    expect(page.text('form.add-to-basket button[type="submit"]')).toBe('Add to basket');
    expect(page.one('form.add-to-basket button[disabled]')).toBeNull();
    expect(page.all('a.swatch').map((link) => link.attribs.href)).toEqual(['white', 'navy', 'sand'].map((colour) => `/product/fjord-lines-t-shirt/${colour}/`));
    expectNoClientJavaScript(html);
  });

  // Without JavaScript the product page's form posts to the add-to-basket call, as a browser does: with
  // the page's Origin (a cross-site post is refused), then follows the 303 to the basket.
  it('adds the chosen colour and size to the basket when the add-to-basket form is posted from the product page', async () => {
    const shopper = new SessionClient('demo');
    // A plain form sends no X-XSRF-TOKEN header: the browser's Origin is what vouches for it.
    shopper.xsrf = false;
    const page = parseHtml((await shopper.request('/product/fjord-lines-t-shirt/')).text);
    const action = page.attr('form.add-to-basket', 'action');
    expect(action).toMatch(/^\//);
    const fields = new URLSearchParams();
    for (const input of page.all('form.add-to-basket input[type="hidden"]')) fields.append(input.attribs.name ?? '', input.attribs.value ?? '');
    fields.append('item[productColor]', 'Navy');
    fields.append('item[productSize]', 'M');
    const posted = await shopper.request(action ?? '', {
      method: 'POST',
      body: fields,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: storeOrigin('demo', testServer().port) },
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe('/basket/?added=1');
    const basket = await shopper.request<{ items: { quantity: number; productUuid: string; options: Record<string, string> }[] }>(
      '/omnis/v3/basket/main/list/',
    );
    expect(basket.status).toBe(200);
    expect(basket.json.items).toHaveLength(1);
    expect(basket.json.items[0]).toMatchObject({ quantity: 1, options: { Colour: 'Navy', Size: 'M' } });
    expect(JSON.stringify(basket.json.items[0])).toContain('Fjord Lines');
  });

  it('refuses the add-to-basket form posted from another site, and adds nothing', async () => {
    const shopper = new SessionClient('demo');
    shopper.xsrf = false;
    const page = parseHtml((await shopper.request('/product/fjord-lines-t-shirt/')).text);
    const fields = new URLSearchParams();
    for (const input of page.all('form.add-to-basket input[type="hidden"]')) fields.append(input.attribs.name ?? '', input.attribs.value ?? '');
    fields.append('item[productColor]', 'Navy');
    fields.append('item[productSize]', 'M');
    const posted = await shopper.request(page.attr('form.add-to-basket', 'action') ?? '', {
      method: 'POST',
      body: fields,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://elsewhere.example' },
    });
    expect(posted.status).toBe(403);
    const basket = await shopper.request<{ items: unknown[] }>('/omnis/v3/basket/main/list/');
    expect(basket.json.items).toEqual([]);
  });

  it('describes the product as schema.org Product with offers per currency, and breadcrumbs collection then product', async () => {
    const html = (await demo('/product/fjord-lines-t-shirt/')).text;
    const [productLd] = ofType(html, 'Product');
    expect(productLd).toMatchObject({
      name: 'Fjord Lines T-Shirt',
      sku: expect.stringMatching(/-TS-/),
      brand: { '@type': 'Brand', name: 'Northwind Tees' },
      description: expect.stringContaining('Fjord Lines'),
      image: [expect.stringMatching(/^http:\/\/demo\.localhost:\d+\/media\/.+/)],
    });
    expect(productLd?.offers).toEqual([
      expect.objectContaining({ priceCurrency: 'GBP', price: '25.00', availability: 'https://schema.org/InStock' }),
      expect.objectContaining({ priceCurrency: 'USD', price: '50.00' }),
      expect.objectContaining({ priceCurrency: 'EUR' }),
    ]);
    const [crumbs] = ofType(html, 'BreadcrumbList');
    expect(crumbs?.itemListElement.map((item: Json) => item.name)).toEqual(['Home', 'T-Shirts', 'Fjord Lines T-Shirt']);
    expect(meta(html, 'og:image')).toBe(productLd?.image[0]);
  });

  it('opens on the colour in the address, keeping the product as canonical', async () => {
    const plain = (await demo('/product/fjord-lines-t-shirt/')).text;
    const response = await demo('/product/fjord-lines-t-shirt/navy/');
    expect(response.status).toBe(200);
    const html = response.text;
    expect(radios(html, 'item[productColor]').find((radio) => radio.checked)?.value).toBe('Navy');
    expect(parseHtml(html).attr('a.swatch[aria-current="page"]', 'href')).toBe('/product/fjord-lines-t-shirt/navy/');
    expect(canonical(html)).toBe(canonical(plain));
    expect(title(html)).toBe('Fjord Lines T-Shirt in Navy | Northwind Tees');
    expect(meta(html, 'og:image')).not.toBe(meta(plain, 'og:image'));
    expect(ofType(html, 'Product')[0]?.color).toBe('Navy');
  });

  it.each([
    ['an unknown product', '/product/no-such-product/'],
    ['an unknown colour', '/product/fjord-lines-t-shirt/purple/'],
    ['a path below the colour', '/product/fjord-lines-t-shirt/navy/extra/'],
  ])('answers 404 for %s', async (_, path) => {
    const response = await demo(path);
    expect(response.status).toBe(404);
    expect(response.text).toContain(NOT_FOUND_TEXT);
  });

  it("does not show another store's product, nor a disabled one", async () => {
    expect((await storeRequest('north', '/product/fjord-lines-t-shirt/')).status).toBe(404);
    expect((await own('/product/hidden-zebra-tee/')).status).toBe(404);
  });

  it('shows up to 4 other products from its first collection', async () => {
    const html = (await demo('/product/fjord-lines-t-shirt/')).text;
    expect(html).toContain('More from T-Shirts');
    const related = gridLinks(html);
    expect(related).toHaveLength(4);
    expect(related).not.toContain('/product/fjord-lines-t-shirt/');
  });

  it('shows the sale price, the colour gallery and hides tags (tag lines hidden by default)', async () => {
    const html = (await own('/product/zebra-stripe-hoodie/off-white/')).text;
    const page = parseHtml(html);
    expect(page.attr('.pricing .sale [data-money]', 'data-money')).toBe('4000');
    expect(page.attr('.pricing .was [data-money]', 'data-money')).toBe('5000');
    expect(html).toContain('Save 20%');
    expect(html).toContain('/media/zebra-white-');
    expect(html).not.toContain('/media/zebra-green-');
    expect(html).not.toContain('zebratag');
    // Off-White comes in one size only, which is then chosen for the shopper.
    expect(radios(html, 'item[productSize]')).toEqual([{ value: 'M', checked: true }]);
    // No community content exists, so its section ('From the community') is not drawn.
    expect(html).not.toContain('From the community');
  });

  it('marks a product that cannot be ordered as out of stock, without an add button', async () => {
    const html = (await own('/product/plain-story-tee/')).text;
    expect(html).toContain("This product isn't available to order right now.");
    expect(radios(html, 'item[productSize]')).toEqual([]);
    expect(ofType(html, 'Product')[0]?.offers[0].availability).toBe('https://schema.org/OutOfStock');
  });

  it('escapes product text in the page and in JSON-LD', async () => {
    const response = await own('/product/tom-and-jerry-tee/');
    expect(response.status).toBe(200);
    const html = response.text;
    expect(outsideAttributes(html)).not.toContain('<b>Bold</b>');
    expect(outsideAttributes(html)).not.toContain('<script>alert("pwned")');
    expect(html).toContain('Tom &amp; Jerry &lt;b&gt;Bold&lt;/b&gt;');
    expect(ofType(html, 'Product')[0]?.name).toBe('Tom & Jerry <b>Bold</b> "Tee"');
  });
});

// ---- search ---------------------------------------------------------------------------

describe('search /search/?search=', () => {
  it('lists matching products of the store, noindex, in the search layout', async () => {
    const response = await demo('/search/?search=coast');
    expect(response.status).toBe(200);
    const html = response.text;
    expect(parseHtml(html).attr('html', 'data-layout')).toBe('search');
    expect(meta(html, 'robots')).toBe('noindex');
    expect(h1(html)).toBe('Results for coast');
    const links = results(html);
    expect(links.length).toBeGreaterThan(0);
    expect(links).toContain('/product/fjord-lines-t-shirt/');
    expect(links).not.toContain('/product/pine-ridge-t-shirt/');
    expectNoClientJavaScript(html);
  });

  it('ranks name matches above long-description matches (text over 10 words scores less)', async () => {
    const links = results((await own('/search/?search=zebra')).text);
    expect(links).toEqual(['/product/zebra-stripe-hoodie/', '/product/plain-story-tee/']);
  });

  it('searches tags and collection names, and only enabled products', async () => {
    expect(results((await own('/search/?search=zebratag')).text)).toEqual(['/product/zebra-stripe-hoodie/']);
    const animals = results((await own('/search/?search=animals')).text);
    expect(new Set(animals)).toEqual(new Set(['/product/zebra-stripe-hoodie/', '/product/plain-story-tee/', '/product/tom-and-jerry-tee/']));
  });

  it("never returns another store's products", async () => {
    const response = await storeRequest('north', '/search/?search=fjord');
    expect(response.status).toBe(200);
    expect(results(response.text)).toEqual([]);
    expect(h1(response.text)).toBe('No results for fjord');
  });

  it('pages results by 24 and answers 404 past the last page', async () => {
    const first = await own('/search/?search=gadget');
    expect(results(first.text)).toHaveLength(24);
    expect(parseHtml(first.text).attr('nav.pagination a[rel="next"]', 'href')).toBe('/search/?search=gadget&page=2');
    const second = await own('/search/?search=gadget&page=2');
    expect(results(second.text)).toHaveLength(BULK - 24);
    expect((await own('/search/?search=gadget&page=3')).status).toBe(404);
    expect((await own('/search/?search=gadget&page=zero')).status).toBe(404);
  });

  it.each([
    ['hoodie', '/collection/hoodies/'],
    ['HOODIE', '/collection/hoodies/'],
    ['  Hoodie  ', '/collection/hoodies/'],
  ])('sends a search redirect term %j to its destination with 302', async (term, location) => {
    const response = await demo(`/search/?search=${encodeURIComponent(term)}`);
    expect(response.status).toBe(302);
    expect(new URL(response.headers.location!, 'http://demo.localhost').pathname).toBe(location);
  });

  it('sends a redirect to an external address as is, and an unsafe one to the not-found page', async () => {
    const external = await own('/search/?search=promo');
    expect(external.status).toBe(302);
    expect(external.headers.location).toBe('https://example.com/promo');
    const unsafe = await own('/search/?search=sneaky');
    expect(unsafe.status).toBe(302);
    expect(unsafe.headers.location).not.toMatch(/javascript/i);
    expect(new URL(unsafe.headers.location!, 'http://x.localhost').pathname).toBe('/404/');
  });

  it("applies one store's redirects only", async () => {
    // "bag" redirects on north only.
    expect((await storeRequest('north', '/search/?search=bag')).status).toBe(302);
    expect((await demo('/search/?search=bag')).status).toBe(200);
  });

  it('escapes the search term everywhere it is shown', async () => {
    const term = '"><script>alert(1)</script>';
    const response = await demo(`/search/?search=${encodeURIComponent(term)}`);
    expect(response.status).toBe(200);
    const html = response.text;
    // Inside a quoted attribute "<" is only text; what matters is that the quote cannot close it.
    expect(html).not.toContain('"><script>');
    expect(outsideAttributes(html)).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(title(html)).toBe(`Search results for “${term}” | Northwind Tees`);
  });

  it('shows a search box and popular collections for an empty search', async () => {
    const response = await demo('/search/');
    expect(response.status).toBe(200);
    expect(h1(response.text)).toBe('Search');
    expect(parseHtml(response.text).attr('form[role="search"] input#search-term', 'name')).toBe('search');
    expect(response.text).toContain('Popular collections');
    expect(response.text).toContain('href="/collection/t-shirts/"');
    expect(meta(response.text, 'robots')).toBe('noindex');
  });

  it('suggests other ways in when nothing matches', async () => {
    const response = await demo('/search/?search=qqqzzzxxx');
    expect(response.status).toBe(200);
    expect(h1(response.text)).toBe('No results for qqqzzzxxx');
    expect(response.text).toContain('Try another search');
    expect(response.text).toContain('Popular collections');
    expect(response.text).toContain('New in');
  });

  it('bounds a very long term instead of failing', async () => {
    const response = await demo(`/search/?search=${'a'.repeat(5000)}`);
    expect(response.status).toBe(200);
    expect(response.text).not.toContain('a'.repeat(101));
  });
});
