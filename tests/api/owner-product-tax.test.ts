// The owner sets a product's VAT category from its edit screen: saved with the product,
// unchanged when not sent, refused when unknown (checkout's rates by category: tax.test.ts). SQLite and
// PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { testDb } from '../support/api.ts';
import { makeOwner, makeProduct, makeStore, type TestStore } from '../support/factories/index.ts';
import type { SessionClient } from '../support/session-client.ts';
import type { Db } from '../../src/platform/db/database.ts';
import { apiPath } from '../../src/schemas/api.ts';

type Json = Record<string, any>;
let db: Db;
let shop: TestStore;
let owner: SessionClient;

beforeAll(async () => {
  ({ db } = await testDb());
  shop = await makeStore(db, { prefix: 'vatcat' });
  ({ client: owner } = await makeOwner(shop, { session: true }));
});

const body = (product: { name: string; price: number; options: { colour: { name: string } }[] }, extra: Json = {}) => ({
  name: product.name,
  description: '',
  price: product.price,
  salePrice: null,
  colours: product.options.map((option) => option.colour.name),
  collections: [],
  tags: [],
  enabled: true,
  ...extra,
});
const category = async (id: number) => (await db.selectFrom('products').select('tax_category').where('id', '=', id).executeTakeFirstOrThrow()).tax_category;

describe("a product's VAT category", () => {
  it('is shown on the edit screen, saved, kept when not sent, and refused when unknown (422)', async () => {
    const product = await makeProduct(shop, { name: 'Little tee' });
    const screen = await owner.request(`/dashboard/store/products/${product.id}/`);
    expect(screen.text).toContain('&quot;taxCategory&quot;:[0,&quot;standard&quot;]');
    const path = apiPath('ownerProducts.update', { id: product.id });
    const saved = await owner.request<Json>(path, { method: 'PATCH', json: body(product, { taxCategory: 'childrens-clothing' }) });
    expect(saved.status, saved.text).toBe(200);
    expect(await category(product.id)).toBe('childrens-clothing');
    expect((await owner.request(path, { method: 'PATCH', json: body(product) })).status).toBe(200);
    expect(await category(product.id)).toBe('childrens-clothing');
    const refused = await owner.request<Json>(path, { method: 'PATCH', json: body(product, { taxCategory: 'food' }) });
    expect(refused.status).toBe(422);
    expect(await category(product.id)).toBe('childrens-clothing');
  });
});
