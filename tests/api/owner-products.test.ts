// An owner sells a design as a product (price within the blank's bounds, the
// blank's colours, the store's collections), lists and searches the store's products, enables
// or disables them in bulk (all or none, this store's only) and edits them. SQLite and PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { storeRequest } from '../support/api.ts';
import { SessionClient } from '../support/session-client.ts';
import { makeCollection, makeProduct } from '../support/factories/index.ts';
import { contentVersion, insertDesign, OTHER_STORE, ownerStore, product, sellBody, type OwnerStore } from './owner-products-fixture.ts';
import { apiPath } from '../../src/schemas/api.ts';

type Json = Record<string, any>;

let shop: OwnerStore;
let other: OwnerStore;

beforeAll(async () => {
  [shop, other] = await Promise.all([ownerStore('sell'), ownerStore('rival')]);
  await makeCollection(shop.scope, { name: 'Summer', urlName: 'summer' });
  await makeCollection(other.scope, { name: 'Rival only', urlName: 'rival-only' });
});

const sell = (store: OwnerStore, extra: Record<string, unknown> = {}) => store.owner.post<Json>(apiPath('ownerProducts.create'), sellBody(store, extra));
const patch = (client: SessionClient, id: number, json: unknown) => client.request<Json>(apiPath('ownerProducts.update', { id }), { method: 'PATCH', json });

describe('POST ownerProducts.create: a product from a saved design', () => {
  it('creates a listed-sku product awaiting approval, with the design’s mockups in the offered colours', async () => {
    const response = await sell(shop, { colours: ['White'], collections: ['summer'], salePrice: 2000 });
    expect(response.status, response.text).toBe(201);
    const created = response.json.product;
    expect(created.sku).toMatch(new RegExp(`^${shop.code}-P-\\d+$`));
    expect(created).toMatchObject({
      name: 'Hello Tee',
      price: 2500,
      salePrice: 2000,
      approvalStatus: 'not-modded-yet',
      baseProductId: shop.blankId,
      enabled: true,
      collections: ['summer'],
      tags: ['hello'],
      minPrice: 1500,
      maxPrice: 7500,
    });
    expect(created.designId).toBeGreaterThan(0);
    expect(created.options.map((option: Json) => option.colour.name)).toEqual(['White']);
    expect(created.images.map((image: Json) => image.original)).toEqual([expect.stringMatching(/mockup-White-800\.png$/)]);
    expect(created.images[0].sizes).toEqual({ 400: expect.stringMatching(/White-400/), 800: expect.stringMatching(/White-800/) });
    expect(created.designs.front).toMatch(/print-all-3543\.png$/);
    const second = await sell(shop);
    expect(second.json.product.sku).not.toBe(created.sku);
    expect(second.json.product.urlName).not.toBe(created.urlName);
  });

  it('gives two products saved at once under one name their own sku and url name', async () => {
    const both = await Promise.all([sell(shop, { name: 'Race Tee' }), sell(shop, { name: 'Race Tee' })]);
    expect(both.map((response) => response.status)).toEqual([201, 201]);
    const [a, b] = both.map((response) => response.json.product);
    expect(a.sku).not.toBe(b.sku);
    expect([a.urlName, b.urlName].sort()).toEqual(['race-tee', 'race-tee-2']);
  });

  it('refuses a price outside the bounds (blank + printed sides … 5×) with the spec’s Min/Max texts as money', async () => {
    const low = await sell(shop, { price: 1499 });
    expect(low.status).toBe(422);
    expect(low.json).toMatchObject({ message: 'Min £15.00', errors: { price: ['Min £15.00'] } });
    const high = await sell(shop, { price: 7501 });
    expect(high.json).toMatchObject({ message: 'Max £75.00' });
    expect((await sell(shop, { price: 1500 })).status).toBe(201);
    expect((await sell(shop, { price: 7500 })).status).toBe(201);
    const sale = await sell(shop, { price: 2000, salePrice: 2000 });
    expect(sale.status).toBe(422);
    expect(sale.json.errors.salePrice).toBeDefined();
  });

  it('uses the blank’s own min and max price when it has them', async () => {
    await shop.scope.db.updateTable('products').set({ min_price: 3000, max_price: 4000 }).where('id', '=', shop.blankId).execute();
    try {
      expect((await sell(shop, { price: 2999 })).json.message).toBe('Min £30.00');
      expect((await sell(shop, { price: 4001 })).json.message).toBe('Max £40.00');
      expect((await sell(shop, { price: 3500 })).status).toBe(201);
    } finally {
      await shop.scope.db.updateTable('products').set({ min_price: null, max_price: null }).where('id', '=', shop.blankId).execute();
    }
  });

  it('offers only the blank’s colours, and falls back to the blank’s mockups while the design renders', async () => {
    const wrong = await sell(shop, { colours: ['White', 'Purple'] });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors.colours[0]).toContain('Purple');
    const rendering = await insertDesign(shop, 'rendering');
    const response = await sell(shop, { designUuid: rendering, colours: ['White', 'Black'] });
    expect(response.status).toBe(201);
    expect(response.json.product.options.map((option: Json) => option.colour.name)).toEqual(['White', 'Black']);
    // The test blank's mockup files do not exist: no picture is invented for them.
    expect(response.json.product.designs.front).toBeNull();
  });

  it('refuses another store’s design (403) or collection (403), and an unknown one (404), writing nothing', async () => {
    const before = await shop.scope.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('division_id', '=', shop.scope.division.id)
      .executeTakeFirstOrThrow();
    const theirs = await sell(shop, { designUuid: other.designUuid });
    expect(theirs.status).toBe(403);
    expect(theirs.json.message).toBe(OTHER_STORE);
    expect((await sell(shop, { designUuid: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await sell(shop, { collections: ['rival-only'] })).status).toBe(403);
    expect((await sell(shop, { collections: ['no-such-collection'] })).status).toBe(404);
    const after = await shop.scope.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('division_id', '=', shop.scope.division.id)
      .executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });

  it('is for the store’s owner only: 401 signed out, 403 for another store’s owner and without the XSRF header', async () => {
    const visitor = new SessionClient(shop.subdomain);
    expect((await visitor.post(apiPath('ownerProducts.create'), sellBody(shop))).status).toBe(401);
    // The rival's owner, signed in, calling this store: the spec's other-store 403.
    const intruder = new SessionClient(shop.subdomain);
    for (const [name, value] of other.owner.cookies) intruder.cookies.set(name, value);
    const crossing = await intruder.post<Json>(apiPath('ownerProducts.create'), sellBody(shop));
    expect(crossing.status).toBe(403);
    expect(crossing.json.message).toBe(OTHER_STORE);
    shop.owner.xsrf = false;
    try {
      expect((await shop.owner.post(apiPath('ownerProducts.create'), sellBody(shop))).status).toBe(403);
    } finally {
      shop.owner.xsrf = true;
    }
  });
});

describe('the products list, bulk enable/disable and edit', () => {
  let ids: number[] = [];

  beforeAll(async () => {
    ids = [];
    for (let n = 1; n <= 26; n += 1) ids.push((await makeProduct(shop.scope, product(`${shop.code}-LIST-${String(n).padStart(2, '0')}`, `Listed ${n}`))).id);
    await makeProduct(other.scope, product(`${other.code}-LIST-99`, 'Listed rival'));
    // A shopper's own design (a custom sku, STUSUB…) is not one of the owner's products.
    await makeProduct(shop.scope, product(`STUSUB-${shop.code}-1`, 'Listed custom'));
  });

  it('lists the store’s products but not its blanks, 24 a page, searched by name or sku, never another store’s', async () => {
    const first = await shop.owner.request<Json>(apiPath('ownerProducts.list'));
    expect(first.status).toBe(200);
    expect(first.json.products).toHaveLength(24);
    expect(first.json.pages).toBeGreaterThanOrEqual(2);
    const all = [...first.json.products, ...(await shop.owner.request<Json>(apiPath('ownerProducts.list', { search: '', page: 2 }))).json.products];
    expect(all.some((item: Json) => item.sku.includes('BLANK'))).toBe(false);
    expect(all.some((item: Json) => item.name === 'Listed custom')).toBe(false);
    expect(all.some((item: Json) => item.name === 'Listed rival')).toBe(false);
    expect(all[0]).toMatchObject({ approvalLabel: expect.any(String), listed: expect.any(Boolean) });

    const byName = await shop.owner.request<Json>(apiPath('ownerProducts.list', { search: 'listed 2' }));
    expect(byName.json.products.map((item: Json) => item.name).sort()).toEqual([
      'Listed 2',
      'Listed 20',
      'Listed 21',
      'Listed 22',
      'Listed 23',
      'Listed 24',
      'Listed 25',
      'Listed 26',
    ]);
    const bySku = await shop.owner.request<Json>(apiPath('ownerProducts.list', { search: `${shop.code.toLowerCase()}-list-07` }));
    expect(bySku.json.products.map((item: Json) => item.name)).toEqual(['Listed 7']);
    expect((await shop.owner.request<Json>(apiPath('ownerProducts.list', { search: 'rival' }))).json.products).toEqual([]);
  });

  it('disables and enables chosen products in one call and republishes the store', async () => {
    const version = await contentVersion(shop);
    const off = await shop.owner.post<Json>(apiPath('ownerProducts.bulk'), { ids: [ids[0], ids[1]], enabled: false });
    expect(off.status, off.text).toBe(200);
    expect(off.json.updated).toBe(2);
    const rows = await shop.scope.db.selectFrom('products').select(['id', 'enabled']).where('id', 'in', [ids[0]!, ids[1]!, ids[2]!]).orderBy('id').execute();
    expect(rows.map((row) => row.enabled)).toEqual([0, 0, 1]);
    expect(await contentVersion(shop)).toBeGreaterThan(version);
    expect((await shop.owner.post(apiPath('ownerProducts.bulk'), { ids: [ids[0], ids[1]], enabled: true })).status).toBe(200);
  });

  it('refuses the whole bulk call (403, nothing written) when one id is another store’s', async () => {
    const rival = (await other.scope.db.selectFrom('products').select('id').where('division_id', '=', other.scope.division.id).executeTakeFirstOrThrow()).id;
    const response = await shop.owner.post<Json>(apiPath('ownerProducts.bulk'), { ids: [ids[3], rival], enabled: false });
    expect(response.status).toBe(403);
    expect(response.json.message).toBe(OTHER_STORE);
    const rows = await shop.scope.db.selectFrom('products').select('enabled').where('id', 'in', [ids[3]!, rival]).execute();
    expect(rows.map((row) => row.enabled)).toEqual([1, 1]);
    expect((await shop.owner.post(apiPath('ownerProducts.bulk'), { ids: [], enabled: false })).status).toBe(422);
  });

  it('edits a product within its bounds; an approved one republishes the store; another store’s is 403', async () => {
    const created = (await sell(shop)).json.product;
    const body = {
      name: 'Renamed Tee',
      description: 'New words',
      price: 3000,
      salePrice: null,
      colours: ['White', 'Black'],
      collections: ['summer'],
      tags: ['new'],
      enabled: false,
    };
    expect((await patch(shop.owner, created.id, { ...body, price: 9000 })).json.message).toBe('Max £75.00');
    const saved = await patch(shop.owner, created.id, body);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.product).toMatchObject({
      name: 'Renamed Tee',
      price: 3000,
      enabled: false,
      collections: ['summer'],
      tags: ['new'],
      approvalStatus: 'not-modded-yet',
    });
    expect(saved.json.product.options.map((option: Json) => option.colour.name)).toEqual(['White', 'Black']);

    const version = await contentVersion(shop);
    const approved = ids[4]!;
    const edit = await patch(shop.owner, approved, {
      name: 'Listed five',
      description: '',
      price: 1234,
      salePrice: null,
      colours: ['White'],
      collections: [],
      tags: [],
      enabled: true,
    });
    expect(edit.status, edit.text).toBe(200);
    expect(await contentVersion(shop)).toBeGreaterThan(version);

    const foreign = await patch(other.owner, approved, { ...body, price: 2000 });
    expect(foreign.status).toBe(403);
    expect((await shop.scope.db.selectFrom('products').select('name').where('id', '=', approved).executeTakeFirstOrThrow()).name).toBe('Listed five');
  });

  it('draws the products and edit screens for the owner, and 403 for another store’s owner', async () => {
    const screen = await shop.owner.request(`/dashboard/store/products/?search=${encodeURIComponent('Listed 1')}`);
    expect(screen.status).toBe(200);
    expect(screen.text).toContain('Listed 1');
    expect(screen.text).toContain('Design a new product');
    expect((await shop.owner.request(`/dashboard/store/products/${ids[0]}/`)).status).toBe(200);
    const rivalId = (
      await other.scope.db
        .selectFrom('products')
        .select('id')
        .where('division_id', '=', other.scope.division.id)
        .where('sku', 'not like', '%BLANK%')
        .executeTakeFirstOrThrow()
    ).id;
    expect((await shop.owner.request(`/dashboard/store/products/${rivalId}/`)).status).toBe(404);
    const visitor = await storeRequest(shop.subdomain, '/dashboard/store/products/');
    expect(visitor.status).toBe(302);
    const intruder = new SessionClient(shop.subdomain);
    for (const [name, value] of other.owner.cookies) intruder.cookies.set(name, value);
    expect((await intruder.request('/dashboard/store/products/')).status).toBe(403);
  });
});
