// Core data's cartItems, favouritesItems and sessionId are the visitor's own,
// not fixed values; another store never sees them.
import { describe, expect, it } from 'vitest';
import { divisionId, storeRequest, testDb, testStore } from '../support/api.ts';
import { makeBasket } from '../support/factories/index.ts';
import { SessionClient } from '../support/session-client.ts';
import { StoreCoreData } from '../../src/schemas/store-state.ts';
import { DEMO_USERS } from '../../src/seed/users.ts';

const PATH = '/omnis/v3/frontend/getStoreCoreData/json/';
const read = async (host: string, cookie?: string) => {
  const response = await storeRequest(host, PATH, cookie ? { headers: { cookie } } : {});
  expect(response.status).toBe(200);
  expect(response.headers['cache-control']).toContain('no-store');
  return StoreCoreData.parse(response.json).state.subdomain;
};

describe('getStoreCoreData for one visitor', () => {
  it('is empty with no session for a visitor without a basket', async () => {
    const state = await read('demo');
    expect(state.cartItems).toEqual([]);
    expect(state.favouritesItems).toEqual([]);
    expect(state.sessionId).toBeNull();
  });

  it("carries the visitor's basket lines, and only on their own store", async () => {
    const basket = await makeBasket(await testStore('demo'), [2, 1]);
    const state = await read('demo', basket.cookie);
    expect(state.cartItems).toHaveLength(2);
    expect(state.cartItems.map((item) => (item as { quantity: number }).quantity)).toEqual([2, 1]);
    expect(state.cartItems[0]).toMatchObject({ key: expect.any(String), name: expect.any(String) });
    expect((await read('north', basket.cookie)).cartItems).toEqual([]);
  });

  it('carries favourites added through the add call', async () => {
    const visitor = new SessionClient('demo');
    const { db } = await testDb();
    const product = await db
      .selectFrom('products')
      .select('id')
      .where('division_id', '=', await divisionId('demo'))
      .where('enabled', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const added = await visitor.post('/omnis/v3/frontend/product/addItemToCart/', { item: { productId: product.id }, name: 'favourites' });
    expect(added.status, added.text).toBe(200);
    const cookie = [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const state = await read('demo', cookie);
    expect(state.favouritesItems).toHaveLength(1);
    expect(state.cartItems).toEqual([]);
  });

  it('names a signed-in session by a stable id that is neither the cookie nor the session row', async () => {
    const client = new SessionClient('demo');
    expect((await client.login(DEMO_USERS.shopper.email, DEMO_USERS.shopper.password)).status).toBe(200);
    const first = await client.request(PATH);
    const second = await client.request(PATH);
    const id = StoreCoreData.parse(first.json).state.subdomain.sessionId;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(StoreCoreData.parse(second.json).state.subdomain.sessionId).toBe(id);
    const { db } = await testDb();
    const rows = await db.selectFrom('sessions').select('id').execute();
    expect(rows.map((row) => row.id)).not.toContain(id);
    for (const value of client.cookies.values()) expect(value).not.toContain(id!);
  });
});
