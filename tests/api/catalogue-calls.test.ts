// The catalogue calls: bounded, store-scoped, validated (4xx JSON with
// a clear message, never a 500), on the seeded demo stores: demo (Northwind Tees) and north.
import { beforeAll, describe, expect, it } from 'vitest';
import { divisionId, storeRequest, testDb, testStore } from '../support/api.ts';
import { SessionClient } from '../support/session-client.ts';
import { copyOf, makeProduct } from '../support/factories/index.ts';
import { productFromRow } from '../../src/server/catalogue/products.ts';

type Json = Record<string, any>;

let demoId: number;
let northId: number;
/** A listed demo product, a north product, the custom design and the blank of the demo store. */
const ids = { demoTee: 0, demoHoodie: 0, north: 0, custom: 0, blank: 0, bundle: 0 };
let demoBlankSku = '';
let demoTeeSku = '';

beforeAll(async () => {
  const { db } = await testDb();
  demoId = await divisionId('demo');
  northId = await divisionId('north');
  const products = await db
    .selectFrom('products')
    .select(['id', 'sku', 'type', 'division_id', 'is_bundle'])
    .where('division_id', 'in', [demoId, northId])
    .orderBy('id')
    .execute();
  const demo = products.filter((product) => product.division_id === demoId);
  ids.demoTee = demo.find((product) => product.type === 't-shirt')!.id;
  demoTeeSku = demo.find((product) => product.id === ids.demoTee)!.sku;
  ids.demoHoodie = demo.find((product) => product.type === 'hoodie')!.id;
  ids.north = products.find((product) => product.division_id === northId)!.id;
  ids.custom = demo.find((product) => product.sku.startsWith('CP-'))!.id;
  const blank = demo.find((product) => product.sku.includes('BLANK'))!;
  ids.blank = blank.id;
  demoBlankSku = blank.sku;
  ids.bundle = demo.find((product) => product.is_bundle === 1)!.id;
});

const post = (host: string, path: string, json: unknown) => new SessionClient(host).post<Json>(path, json);
const get = (host: string, path: string) => storeRequest<Json>(host, path);

function expectClientError(response: { status: number; json: Json }, status: number, message?: string | RegExp): void {
  expect(response.status).toBe(status);
  expect(typeof response.json.message).toBe('string');
  if (message) expect(response.json.message).toMatch(message);
}

describe('POST /omnis/v3/products/fetch/', () => {
  it('answers the host store’s products in the order asked, with their listed fields', async () => {
    const response = await post('demo', '/omnis/v3/products/fetch/', { product_ids: [ids.demoHoodie, ids.demoTee] });
    expect(response.status).toBe(200);
    expect(response.json.data.map((product: Json) => product.id)).toEqual([ids.demoHoodie, ids.demoTee]);
    expect(Object.keys(response.json.data[0])).toEqual(
      expect.arrayContaining(['urlName', 'name', 'image', 'price', 'salePrice', 'manufacturer', 'id', 'description', 'reviews']),
    );
  });

  it('answers nothing for another store’s ids, and custom designs by id (they are bought from their link)', async () => {
    const response = await post('demo', '/omnis/v3/products/fetch/', { product_ids: [ids.north, ids.custom, 999999999] });
    expect(response.json.data.map((product: Json) => product.id)).toEqual([ids.custom]);
    const fromNorth = await post('north', '/omnis/v3/products/fetch/', { product_ids: [ids.demoTee] });
    expect(fromNorth.json.data).toEqual([]);
  });

  it('refuses bad input with a 422 and its message', async () => {
    expectClientError(await post('demo', '/omnis/v3/products/fetch/', {}), 422, /product_ids/);
    expectClientError(await post('demo', '/omnis/v3/products/fetch/', { product_ids: 'all' }), 422, /product_ids/);
    expectClientError(await post('demo', '/omnis/v3/products/fetch/', { product_ids: [-1] }), 422, 'Ids must be positive whole numbers.');
    expectClientError(
      await post('demo', '/omnis/v3/products/fetch/', { product_ids: Array.from({ length: 101 }, (_, n) => n + 1) }),
      422,
      'product_ids may name at most 100 products.',
    );
    expectClientError(
      await new SessionClient('demo').request<Json>('/omnis/v3/products/fetch/', {
        method: 'POST',
        body: '{nope',
        headers: { 'content-type': 'application/json' },
      }),
      400,
    );
    expectClientError(await get('demo', '/omnis/v3/products/fetch/'), 405);
  });
});

describe('GET /omnis/v3/products/fetch-base-product/', () => {
  it('finds a blank by its sku, and the blank of the same garment for another sku', async () => {
    const blank = await get('demo', `/omnis/v3/products/fetch-base-product/?sku=${encodeURIComponent(demoBlankSku)}`);
    expect(blank.status).toBe(200);
    expect(blank.json.data).toMatchObject({ id: ids.blank, sku: demoBlankSku, type: 't-shirt' });
    const fromTee = await get('demo', `/omnis/v3/products/fetch-base-product/?sku=${encodeURIComponent(demoTeeSku)}`);
    expect(fromTee.json.data.id).toBe(ids.blank);
  });

  it('answers 404 for another store’s blank or an unknown sku, 422 for a missing or over-long sku', async () => {
    expectClientError(await get('north', `/omnis/v3/products/fetch-base-product/?sku=${encodeURIComponent(demoBlankSku)}`), 404);
    expectClientError(await get('demo', '/omnis/v3/products/fetch-base-product/?sku=NOPE'), 404);
    expectClientError(await get('demo', '/omnis/v3/products/fetch-base-product/'), 422, 'This field is required.');
    expectClientError(await get('demo', `/omnis/v3/products/fetch-base-product/?sku=${'X'.repeat(65)}`), 422);
  });
});

describe('GET /omnis/v3/division/{division}/products/', () => {
  it('lists the store’s products with reviews, newest first, bounded by limit', async () => {
    const response = await get('demo', `/omnis/v3/division/${demoId}/products/?limit=5&sort=new-in`);
    expect(response.status).toBe(200);
    expect(response.json.data).toHaveLength(5);
    for (const product of response.json.data) {
      expect(product).toEqual(
        expect.objectContaining({ urlName: expect.any(String), name: expect.any(String), price: expect.any(Number), manufacturer: 'Northwind Tees' }),
      );
      expect(product.reviews).toEqual({ count: expect.any(Number), average: product.reviews.count > 0 ? expect.any(Number) : null });
    }
    const all = await get('demo', `/omnis/v3/division/DEMO/products/?limit=100`);
    const reviewed = all.json.data.find((product: Json) => product.id === ids.demoTee);
    expect(reviewed.reviews).toEqual({ count: 1, average: 5 });
  });

  it('never lists custom designs or blanks', async () => {
    const all = await get('demo', `/omnis/v3/division/${demoId}/products/?limit=100`);
    const listed = all.json.data.map((product: Json) => product.id);
    expect(listed).not.toContain(ids.custom);
    expect(listed).not.toContain(ids.blank);
    expect(listed).toContain(ids.bundle);
  });

  it('filters by collection and removes duplicates by name', async () => {
    const hoodies = await get('demo', `/omnis/v3/division/${demoId}/products/?collection=hoodies&limit=100`);
    expect(hoodies.json.data.length).toBeGreaterThan(0);
    expect(hoodies.json.data.every((product: Json) => /Hoodie/.test(product.name))).toBe(true);
    const { db } = await testDb();
    // A second listing with the same name as an existing one.
    const twin = await db.selectFrom('products').selectAll().where('id', '=', ids.demoHoodie).executeTakeFirstOrThrow();
    const inserted = await makeProduct(await testStore('demo'), { ...copyOf(productFromRow(twin)), urlName: `${twin.url_name}-twin`, sku: `${twin.sku}-TWIN` });
    try {
      const withTwins = await get('demo', `/omnis/v3/division/${demoId}/products/?limit=100`);
      const deduped = await get('demo', `/omnis/v3/division/${demoId}/products/?limit=100&removeDuplicates=true`);
      const count = (list: Json[]) => list.filter((product) => product.name === twin.name).length;
      expect(count(withTwins.json.data)).toBe(2);
      expect(count(deduped.json.data)).toBe(1);
    } finally {
      await db.deleteFrom('products').where('id', '=', inserted.id).execute();
    }
  });

  it('acts only for the host’s store: another store is a 403, an unknown one a 404', async () => {
    expectClientError(
      await get('demo', `/omnis/v3/division/${northId}/products/`),
      403,
      "Oops... Looks like you're trying to access a page from another store",
    );
    expectClientError(await get('demo', '/omnis/v3/division/NORTH/products/'), 403);
    expectClientError(await get('demo', '/omnis/v3/division/987654321/products/'), 404, 'Unknown division.');
  });

  it('refuses bad queries with 422', async () => {
    expectClientError(await get('demo', `/omnis/v3/division/${demoId}/products/?limit=0`), 422, 'limit must be a whole number from 1 to 100.');
    expectClientError(await get('demo', `/omnis/v3/division/${demoId}/products/?limit=1000`), 422, 'limit must be a whole number from 1 to 100.');
    expectClientError(await get('demo', `/omnis/v3/division/${demoId}/products/?limit=abc`), 422);
    expectClientError(await get('demo', `/omnis/v3/division/${demoId}/products/?sort=random`), 422, /sort must be one of/);
    expectClientError(await get('demo', `/omnis/v3/division/${demoId}/products/?removeDuplicates=maybe`), 422);
    expectClientError(await get('demo', `/omnis/v3/division/${demoId}/products/?collection=%3Cscript%3E`), 422);
  });
});

describe('GET /omnis/v3/collections/get/{division}/', () => {
  it('lists the store’s collections with name, urlName and banner thumbnails', async () => {
    const response = await get('demo', `/omnis/v3/collections/get/${demoId}/`);
    expect(response.status).toBe(200);
    expect(response.json.data.map((collection: Json) => collection.urlName)).toContain('t-shirts');
    for (const collection of response.json.data) {
      expect(collection).toEqual(expect.objectContaining({ name: expect.any(String), urlName: expect.any(String) }));
      if (collection.banner) expect(collection.banner.thumbnails.full).toEqual(expect.any(String));
    }
  });

  it('is a 403 from another store’s host', async () => {
    expectClientError(await get('north', `/omnis/v3/collections/get/${demoId}/`), 403);
    expectClientError(await get('north', '/omnis/v3/collections/get/nope/'), 404);
  });
});

describe('POST /omnis/v3/models/fetch/', () => {
  it('answers one model for one id and a list for several', async () => {
    const one = await post('demo', '/omnis/v3/models/fetch/', { ids: ids.demoTee, type: 'product' });
    expect(one.status).toBe(200);
    expect(one.json.data).toMatchObject({ id: ids.demoTee });
    const listOfOne = await post('demo', '/omnis/v3/models/fetch/', { ids: [ids.demoTee], type: 'product' });
    expect(Array.isArray(listOfOne.json.data)).toBe(false);
    const several = await post('demo', '/omnis/v3/models/fetch/', { ids: [ids.demoTee, ids.demoHoodie, ids.north], type: 'product' });
    expect(several.json.data.map((model: Json) => model.id)).toEqual([ids.demoTee, ids.demoHoodie]);
  });

  it('loads relations and keeps only the asked attributes', async () => {
    const response = await post('demo', '/omnis/v3/models/fetch/', {
      ids: ids.demoTee,
      type: 'product',
      relations: ['creator', 'reviews', 'collections'],
      attributes: ['name', 'creator', 'reviewList', 'collections'],
    });
    expect(Object.keys(response.json.data).sort()).toEqual(['collections', 'creator', 'id', 'name', 'reviewList']);
    expect(response.json.data.collections).toContain('t-shirts');
    expect(response.json.data.creator).toMatchObject({ urlName: 'astrid-nordahl' });
    expect(response.json.data.reviewList[0]).toMatchObject({ rating: 5, verified: true });
    const creator = await post('demo', '/omnis/v3/models/fetch/', { ids: response.json.data.creator.id, type: 'creator', relations: ['products'] });
    expect(creator.json.data.products.length).toBeGreaterThan(0);
    const { db } = await testDb();
    const collectionIds = (await db.selectFrom('collections').select('id').where('division_id', 'in', [demoId, northId]).orderBy('id').execute()).map(
      (row) => row.id,
    );
    const collections = await post('demo', '/omnis/v3/models/fetch/', { ids: collectionIds, type: 'collection' });
    // Only the demo store's half of them.
    expect(collections.json.data.length).toBe(collectionIds.length / 2);
    expect(collections.json.data.map((model: Json) => model.urlName)).toContain('t-shirts');
  });

  it('never finds another store’s model, and validates', async () => {
    expectClientError(await post('north', '/omnis/v3/models/fetch/', { ids: ids.demoTee, type: 'product' }), 404);
    expectClientError(await post('demo', '/omnis/v3/models/fetch/', { ids: ids.demoTee, type: 'order' }), 422, /type must be one of/);
    expectClientError(
      await post('demo', '/omnis/v3/models/fetch/', { ids: ids.demoTee, type: 'product', relations: ['orders'] }),
      422,
      'Unknown relation orders of product.',
    );
    expectClientError(await post('demo', '/omnis/v3/models/fetch/', { type: 'product' }), 422, /ids/);
    expectClientError(await post('demo', '/omnis/v3/models/fetch/', { ids: Array.from({ length: 101 }, (_, n) => n + 1), type: 'product' }), 422);
  });
});

describe('GET /omnis/v3/artemis/query/', () => {
  it('pages through search results with thumbnails.original', async () => {
    const first = await get('demo', '/omnis/v3/artemis/query/?searchTerm=hoodie&perPage=2&page=1');
    expect(first.status).toBe(200);
    expect(first.json.data).toHaveLength(2);
    expect(first.json.meta).toMatchObject({ page: 1, perPage: 2, searchTerm: 'hoodie' });
    expect(first.json.meta.total).toBeGreaterThan(2);
    for (const item of first.json.data) expect(item.thumbnails.original).toMatch(/^\/media\//);
    const second = await get('demo', '/omnis/v3/artemis/query/?searchTerm=hoodie&perPage=2&page=2');
    expect(second.json.data[0].id).not.toBe(first.json.data[0].id);
  });

  it('applies the on-sale macro and never returns custom designs or blanks', async () => {
    const sale = await get('demo', '/omnis/v3/artemis/query/?macros=on-sale&perPage=48');
    expect(sale.json.data.length).toBeGreaterThan(0);
    expect(sale.json.data.every((item: Json) => item.salePrice !== null && item.salePrice < item.price)).toBe(true);
    const custom = await get('demo', '/omnis/v3/artemis/query/?searchTerm=custom%20design&perPage=48');
    expect(custom.json.data.map((item: Json) => item.id)).not.toContain(ids.custom);
    const blank = await get('demo', '/omnis/v3/artemis/query/?searchTerm=blank&perPage=48');
    expect(blank.json.data.map((item: Json) => item.id)).not.toContain(ids.blank);
  });

  it('checks the division and its bounds', async () => {
    expect((await get('demo', `/omnis/v3/artemis/query/?division=${demoId}`)).status).toBe(200);
    expectClientError(await get('demo', `/omnis/v3/artemis/query/?division=${northId}`), 403);
    expectClientError(await get('demo', '/omnis/v3/artemis/query/?perPage=49'), 422, 'perPage must be a whole number from 1 to 48.');
    expectClientError(await get('demo', '/omnis/v3/artemis/query/?page=0'), 422);
    expectClientError(await get('demo', '/omnis/v3/artemis/query/?macros=drop-tables'), 422, /macros may be/);
    const far = await get('demo', '/omnis/v3/artemis/query/?page=900');
    expect(far.json.data).toEqual([]);
  });
});
