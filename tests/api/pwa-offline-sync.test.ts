// A basket or favourites change queued offline is sent with an Idempotency-Key;
// sent again (its answer lost on the way), it is not applied twice.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { divisionId, storeRequest, testDb } from '../support/api.ts';
import { SessionClient } from '../support/session-client.ts';

const ADD = '/omnis/v3/frontend/product/addItemToCart/';
const REMOVE = '/omnis/v3/basket/remove/';
const UPDATE = '/omnis/v3/basket/update/';
interface Line {
  key: string;
  quantity: number;
  productId?: number;
}

let item: { productUrl: string; productColor: string; productSize: string };
let productId: number;

beforeAll(async () => {
  const { db } = await testDb();
  const row = await db
    .selectFrom('products')
    .selectAll()
    .where('division_id', '=', await divisionId('demo'))
    .where('enabled', '=', 1)
    .where('enable_add_to_cart', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const option = (JSON.parse(row.options_json) as { colour: { name: string }; sizes: string[] }[]).find((candidate) => candidate.sizes.length > 0)!;
  item = { productUrl: row.url_name, productColor: option.colour.name, productSize: option.sizes[0]! };
  productId = row.id;
});

const key = () => randomUUID();
const send = (client: SessionClient, path: string, json: unknown, idempotencyKey?: string) =>
  client.request<{ items: Line[] }>(path, { method: 'POST', json, headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {} });

describe('offline changes sent again', () => {
  it('adds an item once however often the same change arrives', async () => {
    const client = new SessionClient();
    const change = key();
    const first = await send(client, ADD, { item, name: 'main' }, change);
    expect(first.status, first.text).toBe(200);
    expect(first.json.items.map((line) => line.quantity)).toEqual([1]);
    const replays = await Promise.all([send(client, ADD, { item, name: 'main' }, change), send(client, ADD, { item, name: 'main' }, change)]);
    for (const replay of replays) expect(replay.status, replay.text).toBe(200);
    expect((await send(client, ADD, { item, name: 'main' }, change)).json.items.map((line) => line.quantity)).toEqual([1]);
    // Another change (another key) is another addition.
    expect((await send(client, ADD, { item, name: 'main' }, key())).json.items.map((line) => line.quantity)).toEqual([2]);
  });

  it('keeps a favourite removal sent twice to one removal, and adds without a key as before', async () => {
    const client = new SessionClient();
    const added = await send(client, ADD, { item: { productId }, name: 'favourites' });
    expect(added.json.items).toHaveLength(1);
    const change = key();
    expect((await send(client, REMOVE, { key: added.json.items[0]!.key, name: 'favourites' }, change)).json.items).toEqual([]);
    const again = await send(client, ADD, { item: { productId }, name: 'favourites' });
    expect(again.json.items).toHaveLength(1);
    // The old removal arriving late does not remove the new favourite.
    const late = await send(client, REMOVE, { key: added.json.items[0]!.key, name: 'favourites' }, change);
    expect(late.status).toBe(200);
    expect(late.json.items).toHaveLength(1);
  });

  it('gives the key back when the change fails, and refuses a malformed key', async () => {
    const client = new SessionClient();
    const change = key();
    const refused = await send(client, ADD, { item: { ...item, productUrl: 'no-such-product-anywhere' }, name: 'main' }, change);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    const { db } = await testDb();
    expect(await db.selectFrom('offline_change_keys').select('idempotency_key').where('idempotency_key', '=', change).execute()).toEqual([]);
    const bad = await send(client, ADD, { item, name: 'main' }, 'short');
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ message: 'Invalid Idempotency-Key' });
    expect((await client.request<{ items: Line[] }>('/omnis/v3/basket/main/list/')).json.items).toEqual([]);
  });

  it("changes a basket line's quantity once per key: a late replay does not undo a later change", async () => {
    const client = new SessionClient();
    const [line] = (await send(client, ADD, { item, name: 'main' })).json.items;
    const toThree = key();
    expect((await send(client, UPDATE, { key: line!.key, quantity: 3 }, toThree)).json.items.map((one) => one.quantity)).toEqual([3]);
    expect((await send(client, UPDATE, { key: line!.key, quantity: 5 }, key())).json.items.map((one) => one.quantity)).toEqual([5]);
    const late = await send(client, UPDATE, { key: line!.key, quantity: 3 }, toThree);
    expect(late.status, late.text).toBe(200);
    expect(late.json.items.map((one) => one.quantity)).toEqual([5]);
    const bad = await send(client, UPDATE, { key: line!.key, quantity: 9 }, 'not a key');
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ message: 'Invalid Idempotency-Key' });
    expect((await client.request<{ items: Line[] }>('/omnis/v3/basket/main/list/')).json.items.map((one) => one.quantity)).toEqual([5]);
  });

  it('sends a change then a removal of one line in order, and their replays change nothing', async () => {
    const client = new SessionClient();
    const [line] = (await send(client, ADD, { item, name: 'main' })).json.items;
    const change = key();
    const removal = key();
    expect((await send(client, UPDATE, { key: line!.key, quantity: 2 }, change)).json.items.map((one) => one.quantity)).toEqual([2]);
    expect((await send(client, REMOVE, { key: line!.key, name: 'main' }, removal)).json.items).toEqual([]);
    // Both answers lost: sent again in order. The change was applied once already (the line it
    // names has gone: run again it would be refused), the removal too.
    for (const [path, json, replayed] of [
      [UPDATE, { key: line!.key, quantity: 2 }, change],
      [REMOVE, { key: line!.key, name: 'main' }, removal],
    ] as const) {
      const answer = await send(client, path, json, replayed);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.json.items).toEqual([]);
    }
  });

  it("gives an update's key back when the line is not there", async () => {
    const client = new SessionClient();
    await send(client, ADD, { item, name: 'main' });
    const change = key();
    const refused = await send(client, UPDATE, { key: 'no-such-line', quantity: 2 }, change);
    expect(refused.status).toBe(404);
    const { db } = await testDb();
    expect(await db.selectFrom('offline_change_keys').select('idempotency_key').where('idempotency_key', '=', change).execute()).toEqual([]);
  });

  it('keeps keys per store: the same key on another store is another change', async () => {
    const change = key();
    const { db } = await testDb();
    const north = await db
      .selectFrom('products')
      .selectAll()
      .where('division_id', '=', await divisionId('north'))
      .where('enabled', '=', 1)
      .where('enable_add_to_cart', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect((await send(new SessionClient(), ADD, { item: { productId }, name: 'favourites' }, change)).json.items).toHaveLength(1);
    expect((await send(new SessionClient('north'), ADD, { item: { productId: north.id }, name: 'favourites' }, change)).json.items).toHaveLength(1);
    expect(await db.selectFrom('offline_change_keys').select('division_id').where('idempotency_key', '=', change).execute()).toHaveLength(2);
  });

  it('keeps quantity change keys per store: one key changes a line on each store', async () => {
    const change = key();
    const { db } = await testDb();
    const north = await db
      .selectFrom('products')
      .selectAll()
      .where('division_id', '=', await divisionId('north'))
      .where('enabled', '=', 1)
      .where('enable_add_to_cart', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const northOption = (JSON.parse(north.options_json) as { colour: { name: string }; sizes: string[] }[]).find((candidate) => candidate.sizes.length > 0)!;
    const demoClient = new SessionClient();
    const northClient = new SessionClient('north');
    const [demoLine] = (await send(demoClient, ADD, { item, name: 'main' })).json.items;
    const [northLine] = (
      await send(northClient, ADD, {
        item: { productUrl: north.url_name, productColor: northOption.colour.name, productSize: northOption.sizes[0] },
        name: 'main',
      })
    ).json.items;
    expect((await send(demoClient, UPDATE, { key: demoLine!.key, quantity: 4 }, change)).json.items.map((one) => one.quantity)).toEqual([4]);
    expect((await send(northClient, UPDATE, { key: northLine!.key, quantity: 6 }, change)).json.items.map((one) => one.quantity)).toEqual([6]);
    expect(await db.selectFrom('offline_change_keys').select('division_id').where('idempotency_key', '=', change).orderBy('division_id').execute()).toEqual(
      [{ division_id: await divisionId('demo') }, { division_id: await divisionId('north') }].sort((a, b) => a.division_id - b.division_id),
    );
  });
});

describe('the sync script at a stable address', () => {
  it("redirects /pwa/sync.js (what every page's shell script imports) to the basket page's sync script, revalidated each time", async () => {
    const answer = await storeRequest('demo', '/pwa/sync.js');
    expect(answer.status).toBe(302);
    expect(answer.headers['cache-control']).toBe('no-cache');
    const location = String(answer.headers.location);
    expect(location).toMatch(/^\/_astro\/OfflineSync\.astro_astro_type_script_index_0_lang\.[\w-]+\.js$/);
    const script = await storeRequest('demo', location);
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    // The basket page loads the same file: rendering it there is what gets it built.
    expect((await new SessionClient().request('/basket/')).text).toContain(location);
  });
});
