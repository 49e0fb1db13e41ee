// Issue 12 §5: a basket or favourites change queued offline is sent with an Idempotency-Key;
// sent again (its answer lost on the way), it is not applied twice.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { divisionId, testDb } from '../support/api.ts';
import { SessionClient } from '../support/session-client.ts';

const ADD = '/omnis/v3/frontend/product/addItemToCart/';
const REMOVE = '/omnis/v3/basket/remove/';
interface Line { key: string; quantity: number; productId?: number }

let item: { productUrl: string; productColor: string; productSize: string };
let productId: number;

beforeAll(async () => {
  const { db } = await testDb();
  const row = await db.selectFrom('products').selectAll().where('division_id', '=', await divisionId('demo')).where('enabled', '=', 1).where('enable_add_to_cart', '=', 1).orderBy('id').executeTakeFirstOrThrow();
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

  it('keeps keys per store: the same key on another store is another change', async () => {
    const change = key();
    const { db } = await testDb();
    const north = await db.selectFrom('products').selectAll().where('division_id', '=', await divisionId('north')).where('enabled', '=', 1).where('enable_add_to_cart', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    expect((await send(new SessionClient(), ADD, { item: { productId }, name: 'favourites' }, change)).json.items).toHaveLength(1);
    expect((await send(new SessionClient('north'), ADD, { item: { productId: north.id }, name: 'favourites' }, change)).json.items).toHaveLength(1);
    expect(await db.selectFrom('offline_change_keys').select('division_id').where('idempotency_key', '=', change).execute()).toHaveLength(2);
  });
});
