// The dashboard's collections — create (url name from the name, unique per store,
// slug rules), edit, delete, and the product order through setCollectionProducts; every
// write republishes the store, and only the store's own data is touched. SQLite and PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { divisionId, storeRequest } from '../support/api.ts';
import { makeCollection, makeMediaItem, makeProduct } from '../support/factories/index.ts';
import { contentVersion, OTHER_STORE, ownerStore, product, type OwnerStore } from './owner-products-fixture.ts';
import { apiPath } from '../../src/schemas/api.ts';

type Json = Record<string, any>;

let shop: OwnerStore;
let other: OwnerStore;
let products: number[] = [];
let rivalProduct = 0;
let rivalCollection = 0;

beforeAll(async () => {
  [shop, other] = await Promise.all([ownerStore('coll'), ownerStore('collrival')]);
  products = [];
  for (const name of ['Alpha', 'Bravo', 'Charlie'])
    products.push((await makeProduct(shop.scope, product(`${shop.code}-C-${name.toUpperCase()}`, `${name} Tee`))).id);
  rivalProduct = (await makeProduct(other.scope, product(`${other.code}-C-RIVAL`, 'Rival Tee'))).id;
  rivalCollection = (await makeCollection(other.scope, { name: 'Theirs', urlName: 'theirs' })).id;
});

const patch = (id: number, json: unknown) => shop.owner.request<Json>(apiPath('collections.update', { id }), { method: 'PATCH', json });
const order = (id: number, productIds: number[]) => shop.owner.request<Json>(apiPath('collections.order', { id }), { method: 'PUT', json: { productIds } });

describe('collections CRUD', () => {
  let created: Json;

  it('creates a collection with its url name made from the name, and republishes the store', async () => {
    const version = await contentVersion(shop);
    const response = await shop.owner.post<Json>(apiPath('collections.create'), { name: 'Summer Drops!', description: 'Hot.' });
    expect(response.status, response.text).toBe(201);
    created = response.json.collection;
    expect(created).toMatchObject({ name: 'Summer Drops!', urlName: 'summer-drops', description: 'Hot.', banner: null });
    expect(await contentVersion(shop)).toBeGreaterThan(version);
    expect((await storeRequest(shop.subdomain, '/collection/summer-drops/')).status).toBe(200);
  });

  it('refuses a taken url name, a bad one and an empty name (422), but another store may use the same url name', async () => {
    const taken = await shop.owner.post<Json>(apiPath('collections.create'), { name: 'Again', urlName: 'summer-drops' });
    expect(taken.status).toBe(422);
    expect(taken.json.errors.urlName).toEqual(['Another collection of this store already uses this url name.']);
    expect((await shop.owner.post<Json>(apiPath('collections.create'), { name: 'Bad', urlName: 'Bad Name' })).json.errors.urlName).toBeDefined();
    expect((await shop.owner.post<Json>(apiPath('collections.create'), { name: '  ' })).json.errors.name).toEqual(['This field is required.']);
    expect((await other.owner.post<Json>(apiPath('collections.create'), { name: 'Summer drops', urlName: 'summer-drops' })).status).toBe(201);
  });

  it('refuses a banner that is not one of the store’s stored images', async () => {
    const response = await patch(created.id, { name: 'Summer Drops!', urlName: 'summer-drops', banner: { url: 'https://evil.example/x.png' } });
    expect(response.status).toBe(422);
    expect(response.json.errors.banner).toEqual(['Choose the banner from your image library.']);
  });

  it('takes a picture of its own library as the banner, with its real size; another store’s picture is refused', async () => {
    // A demo product's picture, stored by the seed: the demo store's, not this one's.
    const seeded = await shop.scope.db
      .selectFrom('products')
      .select('images_json')
      .where('division_id', '=', await divisionId('demo'))
      .where('images_json', 'like', '%/media/%')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const image = JSON.parse(seeded.images_json)[0];
    const borrowed = await patch(created.id, { name: 'Summer Drops!', urlName: 'summer-drops', banner: { url: image.original, sizes: image.sizes } });
    expect(borrowed.status).toBe(422);
    expect(borrowed.json.errors.banner).toEqual(['Choose the banner from your image library.']);

    // The same picture in this store's library (as an upload of the same file would leave it).
    await makeMediaItem(shop.scope, { name: 'summer.png', content_hash: image.id, url: image.original, image_json: JSON.stringify(image) });
    const response = await patch(created.id, { name: 'Summer Drops!', urlName: 'summer-drops', banner: { url: image.original, sizes: image.sizes } });
    expect(response.status, response.text).toBe(200);
    expect(response.json.collection.banner).toMatchObject({
      original: image.original,
      width: image.width,
      height: image.height,
      sizes: image.sizes,
      altText: 'Summer Drops!',
    });
  });

  it('edits name, url name and description; another store’s collection is 403', async () => {
    const edited = await patch(created.id, { name: 'Summer', urlName: 'summer', description: 'Sunny.' });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json.collection).toMatchObject({ name: 'Summer', urlName: 'summer', description: 'Sunny.' });
    expect((await storeRequest(shop.subdomain, '/collection/summer/')).status).toBe(200);
    const foreign = await patch(rivalCollection, { name: 'Mine now' });
    expect(foreign.status).toBe(403);
    expect(foreign.json.message).toBe(OTHER_STORE);
    expect((await shop.owner.request(apiPath('collections.remove', { id: rivalCollection }), { method: 'DELETE' })).status).toBe(403);
    expect((await other.scope.db.selectFrom('collections').select('name').where('id', '=', rivalCollection).executeTakeFirstOrThrow()).name).toBe('Theirs');
  });

  it('orders the collection’s products; a product of another store is 403 and the old order stays', async () => {
    const first = await order(created.id, [products[2]!, products[0]!, products[1]!]);
    expect(first.status, first.text).toBe(200);
    expect(first.json.products.map((item: Json) => item.name)).toEqual(['Charlie Tee', 'Alpha Tee', 'Bravo Tee']);
    const page = (await storeRequest(shop.subdomain, '/collection/summer/')).text;
    expect(page.indexOf('Charlie Tee')).toBeLessThan(page.indexOf('Alpha Tee'));
    expect(page.indexOf('Alpha Tee')).toBeLessThan(page.indexOf('Bravo Tee'));

    const reordered = await order(created.id, [products[1]!, products[2]!]);
    expect(reordered.json.products.map((item: Json) => item.name)).toEqual(['Bravo Tee', 'Charlie Tee']);

    const crossing = await order(created.id, [products[0]!, rivalProduct]);
    expect(crossing.status).toBe(403);
    const kept = await shop.owner.request<Json>(apiPath('collections.products', { id: created.id }));
    expect(kept.json.products.map((item: Json) => item.name)).toEqual(['Bravo Tee', 'Charlie Tee']);
    expect((await order(created.id, [products[0]!, products[0]!])).status).toBe(422);
  });

  it('lists the store’s collections with their product counts, never another store’s', async () => {
    const list = await shop.owner.request<Json>(apiPath('collections.list'));
    expect(list.json.collections.map((item: Json) => [item.urlName, item.productCount])).toEqual([['summer', 2]]);
    const screen = await shop.owner.request('/dashboard/store/collections/');
    expect(screen.status).toBe(200);
    expect(screen.text).toContain('Summer');
  });

  it('deletes the collection (its products stay) and republishes the store', async () => {
    const version = await contentVersion(shop);
    const removed = await shop.owner.request<Json>(apiPath('collections.remove', { id: created.id }), { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(await contentVersion(shop)).toBeGreaterThan(version);
    expect((await storeRequest(shop.subdomain, '/collection/summer/')).status).toBe(404);
    expect(await shop.scope.db.selectFrom('products').select('id').where('id', 'in', products).execute()).toHaveLength(3);
    expect((await shop.owner.request(apiPath('collections.read', { id: created.id }))).status).toBe(404);
  });
});
