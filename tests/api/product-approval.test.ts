// Product approval: an owner's new product waits for staff. Until approved it is in no
// collection page, no search and has no product page (404 for everyone); internal staff see
// every store's queue and approve (listed, store republished) or deny with a reason the
// owner reads; nobody else may decide. SQLite and PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { storeRequest } from '../support/api.ts';
import { SessionClient } from '../support/session-client.ts';
import { makeCollection } from '../support/factories/index.ts';
import { contentVersion, ownerStore, sellBody, type OwnerStore } from './owner-products-fixture.ts';
import { apiPath } from '../../src/schemas/api.ts';

type Json = Record<string, any>;

let shop: OwnerStore;
let staff: SessionClient;
let approveMe: Json;
let denyMe: Json;

const UNIQUE = `Zebracorn${Date.now().toString(36)}`;

beforeAll(async () => {
  shop = await ownerStore('approve');
  await makeCollection(shop.scope, { name: 'Drops', urlName: 'drops' });
  approveMe = (await shop.owner.post<Json>(apiPath('ownerProducts.create'), sellBody(shop, { name: `${UNIQUE} Tee`, collections: ['drops'] }))).json.product;
  denyMe = (await shop.owner.post<Json>(apiPath('ownerProducts.create'), sellBody(shop, { name: `${UNIQUE} Hoodie`, collections: ['drops'] }))).json.product;
  staff = new SessionClient(shop.subdomain);
  expect((await staff.login('staff@printfront.test', 'demo-staff-2026')).status).toBe(200);
});

const shopper = (path: string) => storeRequest(shop.subdomain, path);
const collectionPage = async () => (await shopper('/collection/drops/')).text;
const searchPage = async () => (await shopper(`/search/?search=${UNIQUE.toLowerCase()}`)).text;

describe('before approval', () => {
  it('is not listed: no collection page, no search result, no product page (404) for shoppers or its owner', async () => {
    expect(approveMe.approvalStatus).toBe('not-modded-yet');
    expect(await collectionPage()).not.toContain(UNIQUE);
    expect(await searchPage()).not.toContain(UNIQUE);
    expect((await shopper(approveMe.url)).status).toBe(404);
    expect((await shop.owner.request(approveMe.url)).status).toBe(404);
    const list = await shop.owner.request<Json>(apiPath('ownerProducts.list', { search: UNIQUE }));
    expect(list.json.products.map((item: Json) => [item.approvalLabel, item.listed])).toEqual([
      ['Not modded yet', false],
      ['Not modded yet', false],
    ]);
  });

  it('cannot be bought or fetched by id, even by someone who knows the id', async () => {
    const option = approveMe.options[0];
    const visitor = new SessionClient(shop.subdomain);
    const add = await visitor.post('/omnis/v3/frontend/product/addItemToCart/', {
      item: { productId: approveMe.id, productColor: option.colour.name, productSize: option.sizes[0] },
      name: 'main',
    });
    expect(add.status, add.text).toBe(400);
    const fetched = await visitor.post<Json>('/omnis/v3/products/fetch/', { product_ids: [approveMe.id] });
    expect(JSON.stringify(fetched.json)).not.toContain(UNIQUE);
  });
});

describe('the staff approval queue', () => {
  it('shows staff every store’s waiting products with store and owner', async () => {
    const queue = await staff.request<Json>(apiPath('atlas.productQueue'));
    expect(queue.status, queue.text).toBe(200);
    const entry = queue.json.products.find((item: Json) => item.id === approveMe.id);
    expect(entry).toMatchObject({ name: `${UNIQUE} Tee`, subdomain: shop.subdomain, price: 2500, currency: 'GBP', ownerEmail: expect.stringContaining('@') });
    const screen = await staff.request('/atlas/products/');
    expect(screen.status).toBe(200);
    expect(screen.text).toContain(`${UNIQUE} Tee`);
  });

  it('refuses everyone else: 401 signed out, 403 for an owner (API and screen)', async () => {
    const visitor = new SessionClient(shop.subdomain);
    expect((await visitor.request(apiPath('atlas.productQueue'))).status).toBe(401);
    expect((await visitor.post(apiPath('atlas.approveProduct', { id: approveMe.id }))).status).toBe(401);
    expect((await shop.owner.request(apiPath('atlas.productQueue'))).status).toBe(403);
    const owned = await shop.owner.post<Json>(apiPath('atlas.approveProduct', { id: approveMe.id }));
    expect(owned.status).toBe(403);
    expect(owned.json.message).toBe('Permission denied');
    expect((await shop.owner.post(apiPath('atlas.denyProduct', { id: denyMe.id }), { reason: 'Because I can' })).status).toBe(403);
    expect((await shop.owner.request('/atlas/products/')).status).toBe(403);
    expect((await storeRequest(shop.subdomain, '/atlas/products/')).status).toBe(302);
    expect(
      (await shop.scope.db.selectFrom('products').select('approval_status').where('id', '=', approveMe.id).executeTakeFirstOrThrow()).approval_status,
    ).toBe('not-modded-yet');
  });

  it('approving lists the product: collection page, search and product page, the store republished', async () => {
    const version = await contentVersion(shop);
    const approved = await staff.post<Json>(apiPath('atlas.approveProduct', { id: approveMe.id }));
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json.product).toMatchObject({ approvalStatus: 'approved', listed: true });
    expect(await contentVersion(shop)).toBeGreaterThan(version);
    expect(await collectionPage()).toContain(`${UNIQUE} Tee`);
    expect(await searchPage()).toContain(`${UNIQUE} Tee`);
    expect((await shopper(approveMe.url)).status).toBe(200);
    expect((await staff.request<Json>(apiPath('atlas.productQueue'))).json.products.some((item: Json) => item.id === approveMe.id)).toBe(false);
    expect((await staff.post(apiPath('atlas.approveProduct', { id: 999999999 }))).status).toBe(404);
  });

  it('denying needs a reason of 3–500 characters, keeps the product unlisted and shows the owner why', async () => {
    const short = await staff.post<Json>(apiPath('atlas.denyProduct', { id: denyMe.id }), { reason: ' no ' });
    expect(short.status).toBe(422);
    expect(short.json.message).toBe('Must contain at least 3 characters.');
    expect((await staff.post<Json>(apiPath('atlas.denyProduct', { id: denyMe.id }), { reason: 'x'.repeat(501) })).json.message).toBe(
      'Must contain no more than 500 characters.',
    );
    expect((await staff.post<Json>(apiPath('atlas.denyProduct', { id: denyMe.id }), {})).json.message).toBe('This field is required.');

    const reason = 'The artwork uses a <trademarked> logo.';
    const denied = await staff.post<Json>(apiPath('atlas.denyProduct', { id: denyMe.id }), { reason });
    expect(denied.status, denied.text).toBe(200);
    expect(denied.json.product).toMatchObject({ approvalStatus: 'denied', approvalLabel: 'Denied', denialReason: reason, listed: false });
    expect((await shopper(denyMe.url)).status).toBe(404);
    expect(await collectionPage()).not.toContain(`${UNIQUE} Hoodie`);

    const list = await shop.owner.request<Json>(apiPath('ownerProducts.list', { search: `${UNIQUE} Hoodie` }));
    expect(list.json.products[0]).toMatchObject({ approvalLabel: 'Denied', denialReason: reason });
    const edit = await shop.owner.request(`/dashboard/store/products/${denyMe.id}/`);
    expect(edit.status).toBe(200);
    expect(edit.text).toContain('The artwork uses a &lt;trademarked&gt; logo.');
    expect(edit.text).not.toContain('<trademarked>');
  });
});
