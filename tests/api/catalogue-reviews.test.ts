// Reviews: only verified buyers (a paid-or-later order of theirs in this store
// contains the product) review it; reviews show on the product page, escaped, in the
// division products call and as the JSON-LD aggregateRating.
import { beforeAll, describe, expect, it } from 'vitest';
import { storeRequest, testDb, testStore, testStoreOrigin } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { parseHtml } from '../support/html.ts';
import { SessionClient } from '../support/session-client.ts';
import { makeCustomer, makeOrder, orderItem, type SignedInUser, type TestStore } from '../support/factories/index.ts';
import { REVIEW_MESSAGES } from '../../src/server/catalogue/reviews.ts';

/** The server hears of a new content version at once (or within a second from another process); a busy machine gets room. */
const BUSY_MACHINE_MS = 15_000;

type Json = Record<string, any>;

/** A customer of our own (`firstName` Buyer), signed in on `host`. */
async function customer(host: string, firstName: string): Promise<SignedInUser> {
  return makeCustomer((await testDb()).db, { firstName, lastName: 'Buyer', session: host });
}

/** An order of `userId` in the store with one line of `productId`. */
async function order(store: TestStore, userId: number, productId: number, status: string): Promise<void> {
  await makeOrder(store, { userId, status, items: [orderItem({ productId, name: 'Tee', sku: 'SKU' })] });
}

let demo: TestStore;
let north: TestStore;
/** A demo product nobody has reviewed, and a north one. */
let product: { id: number; urlName: string };
let northProduct: number;

beforeAll(async () => {
  const { db } = await testDb();
  [demo, north] = [await testStore('demo'), await testStore('north')];
  const reviewed = (await db.selectFrom('reviews').select('product_id').execute()).map((row) => row.product_id);
  // A seeded, enabled product: other files add products of their own (some disabled) as they run.
  const candidates = await db
    .selectFrom('products')
    .select(['id', 'url_name', 'sku'])
    .where('division_id', '=', demo.division.id)
    .where('is_bundle', '=', 0)
    .where('enabled', '=', 1)
    .orderBy('id')
    .execute();
  const pick = candidates.find((row) => !reviewed.includes(row.id) && !row.sku.includes('BLANK') && !row.sku.startsWith('CP'))!;
  product = { id: pick.id, urlName: pick.url_name };
  northProduct = (await db.selectFrom('products').select('id').where('division_id', '=', north.division.id).orderBy('id').executeTakeFirstOrThrow()).id;
});

const reviewPath = (id: number) => `/omnis/v3/products/${id}/reviews/`;
const REVIEW = { rating: 4, title: 'Soft <b>and</b> sturdy', body: 'Washes well. <script>alert("x")</script> & fits.' };

describe('POST /omnis/v3/products/{id}/reviews/', () => {
  it('asks a visitor to sign in', async () => {
    const response = await new SessionClient('demo').post<Json>(reviewPath(product.id), REVIEW);
    expect(response.status).toBe(401);
  });

  it('refuses customers who have not bought the product here, or whose order is not paid', async () => {
    const { id, client } = await customer('demo', 'Nora');
    expect((await client.post<Json>(reviewPath(product.id), REVIEW)).json).toMatchObject({ message: REVIEW_MESSAGES.notBought });
    await order(demo, id, product.id, 'to_be_paid');
    const unpaid = await client.post<Json>(reviewPath(product.id), REVIEW);
    expect(unpaid.status).toBe(403);
    expect(unpaid.json.message).toBe(REVIEW_MESSAGES.notBought);
    // Bought in the other store: still not a buyer of this store's product.
    await order(north, id, northProduct, 'paid');
    expect((await client.post<Json>(reviewPath(product.id), REVIEW)).status).toBe(403);
    await order(demo, id, product.id, 'refunded');
    expect((await client.post<Json>(reviewPath(product.id), REVIEW)).status).toBe(403);
  });

  it('validates the review with the spec’s messages', async () => {
    const { id, client } = await customer('demo', 'Vera');
    await order(demo, id, product.id, 'paid');
    const empty = await client.post<Json>(reviewPath(product.id), {});
    expect(empty.status).toBe(422);
    expect(empty.json.errors).toMatchObject({
      rating: ['Please choose a rating from 1 to 5.'],
      title: ['This field is required.'],
      body: ['This field is required.'],
    });
    expect((await client.post<Json>(reviewPath(product.id), { ...REVIEW, rating: 6 })).json.message).toBe('Please choose a rating from 1 to 5.');
    expect((await client.post<Json>(reviewPath(product.id), { ...REVIEW, title: 'x'.repeat(121) })).status).toBe(422);
    expect((await client.post<Json>(reviewPath(product.id), { ...REVIEW, title: '   ' })).json.message).toBe('This field is required.');
    expect((await client.post<Json>(reviewPath(0), REVIEW)).status).toBe(404);
    expect((await client.post<Json>('/omnis/v3/products/abc/reviews/', REVIEW)).status).toBe(404);
    const { db } = await testDb();
    expect(await db.selectFrom('reviews').select('id').where('user_id', '=', id).execute()).toEqual([]);
  });

  it('a verified buyer reviews once; another store’s product is not found from this host', async () => {
    const { id, client } = await customer('demo', 'Iris <i>');
    await order(demo, id, product.id, 'complete');
    // The page is cached before the review: the review must not leave it stale.
    await storeRequest('demo', `/product/${product.urlName}/`);
    expect((await storeRequest('demo', `/product/${product.urlName}/`)).headers['x-render-cache']).toBe('hit');
    const created = await client.post<Json>(reviewPath(product.id), REVIEW);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ message: REVIEW_MESSAGES.success, review: { rating: 4, author: 'Iris <i>', verified: true } });
    const again = await client.post<Json>(reviewPath(product.id), REVIEW);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(REVIEW_MESSAGES.duplicate);
    expect((await client.post<Json>(reviewPath(northProduct), REVIEW)).status).toBe(404);

    // Shown on the product page at once (a new content version), escaped, with aggregateRating.
    const page = await eventually(
      () => storeRequest('demo', `/product/${product.urlName}/`),
      (response) => response.text.includes('Soft &lt;b&gt;and&lt;/b&gt; sturdy'),
      BUSY_MACHINE_MS,
    );
    expect(page.text).not.toContain('<script>alert("x")</script>');
    expect(page.text).not.toContain('Iris <i>');
    const html = parseHtml(page.text);
    expect(html.text('#reviews h3')).toBe('Soft <b>and</b> sturdy');
    const jsonLd = html.jsonLd().find((entry) => entry['@type'] === 'Product') as Json;
    expect(jsonLd.aggregateRating).toMatchObject({ '@type': 'AggregateRating', reviewCount: 1, ratingValue: '4.0' });

    // In the division products call (count and average) and the reviews list.
    const listed = await storeRequest<Json>('demo', `/omnis/v3/division/${demo.division.id}/products/?limit=100`);
    expect(listed.json.data.find((entry: Json) => entry.id === product.id).reviews).toEqual({ count: 1, average: 4 });
    const list = await storeRequest<Json>('demo', reviewPath(product.id));
    expect(list.json.reviews).toEqual({ count: 1, average: 4 });
    // Read from another store's host, the product is not found either (as its POST says).
    const fromNorth = await storeRequest<Json>('north', reviewPath(product.id));
    expect(fromNorth.status).toBe(404);
    expect(fromNorth.json).toEqual({ message: 'Oops... Looks like this product is no longer available', code: 'notFound' });
  });
});

describe('/product/{urlName}/review/ (the form without JavaScript)', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields);
  const postForm = (client: SessionClient, path: string, fields: Record<string, string>, origin = testStoreOrigin('demo')) =>
    client.request(path, { method: 'POST', body: form(fields), headers: { 'content-type': 'application/x-www-form-urlencoded', origin } });

  it('asks visitors to sign in and tells customers who did not buy it', async () => {
    const path = `/product/${product.urlName}/review/`;
    const anonymous = await storeRequest('demo', path);
    expect(anonymous.status).toBe(200);
    expect(parseHtml(anonymous.text).attr('.review-page a[href^="/login/"]', 'href')).toBe(`/login/?redirect_uri=${encodeURIComponent(path)}`);
    expect(parseHtml(anonymous.text).all('form textarea')).toHaveLength(0);
    const { client } = await customer('demo', 'Otto');
    const refused = await client.request(path);
    expect(refused.status).toBe(403);
    expect(parseHtml(refused.text).text('[role="alert"]')).toBe(REVIEW_MESSAGES.notBought);
    expect((await storeRequest('demo', '/product/blank-organic-t-shirt/review/')).status).toBe(404);
  });

  it('a verified buyer posts the form: errors come back on it, a good one redirects to the reviews', async () => {
    const { db } = await testDb();
    const target = await db
      .selectFrom('products')
      .select(['id', 'url_name'])
      .where('division_id', '=', demo.division.id)
      .where('type', '=', 'tote-bag')
      .where('sku', 'not like', '%BLANK%')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const path = `/product/${target.url_name}/review/`;
    const { id, client } = await customer('demo', 'Pia');
    await order(demo, id, target.id, 'paid');
    expect((await client.request(path)).status).toBe(200);

    const invalid = await postForm(client, path, { rating: '', title: 'Nice', body: '' });
    expect(invalid.status).toBe(422);
    const html = parseHtml(invalid.text);
    expect(html.all('p.error').map((element) => element.children.map((child) => ('data' in child ? child.data : '')).join(''))).toEqual([
      'Please choose a rating from 1 to 5.',
      'This field is required.',
    ]);
    expect(html.attr('input[name="title"]', 'value')).toBe('Nice');

    const crossSite = await postForm(client, path, { rating: '5', title: 'Nice', body: 'Good bag' }, 'http://evil.example');
    expect(crossSite.status).toBe(403);
    expect(await db.selectFrom('reviews').select('id').where('user_id', '=', id).execute()).toEqual([]);

    const done = await postForm(client, path, { rating: '5', title: 'Nice bag', body: 'Holds a week of shopping.' });
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe(`/product/${target.url_name}/#reviews`);
    const saved = await db.selectFrom('reviews').selectAll().where('user_id', '=', id).executeTakeFirstOrThrow();
    expect(saved).toMatchObject({ product_id: target.id, rating: 5, title: 'Nice bag', status: 'published', author: 'Pia' });
    const again = await client.request(path);
    expect(parseHtml(again.text).text('[role="alert"]')).toBe(REVIEW_MESSAGES.duplicate);
  });
});

describe('seeded reviews', () => {
  it('the demo shopper’s verified reviews show with an aggregate rating', async () => {
    const { db } = await testDb();
    const seeded = await db
      .selectFrom('reviews')
      .innerJoin('products', 'products.id', 'reviews.product_id')
      .select(['products.url_name', 'reviews.order_item_id'])
      .where('reviews.division_id', '=', demo.division.id)
      .orderBy('reviews.id')
      .executeTakeFirstOrThrow();
    expect(seeded.order_item_id).not.toBeNull();
    const page = await storeRequest('demo', `/product/${seeded.url_name}/`);
    const jsonLd = parseHtml(page.text)
      .jsonLd()
      .find((entry) => entry['@type'] === 'Product') as Json;
    expect(jsonLd.aggregateRating.reviewCount).toBeGreaterThanOrEqual(1);
    expect(parseHtml(page.text).text('#reviews .by')).toContain('Verified buyer');
  });

  it('collection pages give reviewed products an aggregateRating in their ItemList', async () => {
    const page = await storeRequest('demo', '/collection/t-shirts/');
    const list = parseHtml(page.text)
      .jsonLd()
      .find((entry) => entry['@type'] === 'ItemList') as Json;
    const rated = list.itemListElement.filter((element: Json) => element.item.aggregateRating);
    expect(rated.length).toBeGreaterThan(0);
    expect(rated[0].item.aggregateRating).toMatchObject({ '@type': 'AggregateRating', reviewCount: expect.any(Number) });
    expect(list.itemListElement.some((element: Json) => !element.item.aggregateRating)).toBe(true);
  });

  it('products without reviews carry no aggregateRating', async () => {
    const page = await storeRequest('demo', '/product/blank-organic-t-shirt/');
    expect(page.status).toBe(404);
    const custom = await storeRequest('demo', '/product/my-custom-design-t-shirt/');
    const jsonLd = parseHtml(custom.text)
      .jsonLd()
      .find((entry) => entry['@type'] === 'Product') as Json;
    expect(jsonLd.aggregateRating).toBeUndefined();
  });
});
