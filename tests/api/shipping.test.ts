// Shipping per store, on SQLite and PostgreSQL: the owner's zone editor (plain forms,
// validated beside the store's other zones, a sample basket's prices), checkout offering and
// charging only the store's methods that reach the address (422 with the message otherwise),
// the order keeping the method's label and price, a store without zones keeping the platform's
// prices, and the basket's progress towards free delivery.
import { beforeAll, describe, expect, it } from 'vitest';
import { testDb, testStoreOrigin } from '../support/api.ts';
import { makeBasket, makeOwner, makeProduct, makeStore } from '../support/factories/index.ts';
import type { TestStore } from '../support/factories/index.ts';
import { SessionClient } from '../support/session-client.ts';
import type { Db } from '../../src/platform/db/database.ts';
import { readZones } from '../../src/server/commerce/shipping/store-zones.ts';

const LIST = '/dashboard/store/settings/shipping/';
const EDITOR = '/dashboard/store/settings/shipping/zone/';
const ORDERS = '/omnis/v3/checkout/orders/';

let db: Db;
let store: TestStore;
let owner: SessionClient;

beforeAll(async () => {
  ({ db } = await testDb());
  store = await makeStore(db, { prefix: 'ship' });
  await makeProduct(store, { sku: `${store.division.code}-TEE`, price: 2000 });
  await makeProduct(store, { sku: `${store.division.code}-HOOD`, name: 'Hoodie', type: 'hoodie', price: 4000 });
  ({ client: owner } = await makeOwner(store, { session: true }));
});

/** A plain form posted from the store's own page, as a browser sends it. */
const post = (client: SessionClient, path: string, fields: URLSearchParams, origin = testStoreOrigin(store.subdomain)) =>
  client.request(path, {
    method: 'POST',
    body: fields,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin,
      'sec-fetch-site': origin === testStoreOrigin(store.subdomain) ? 'same-origin' : 'cross-site',
    },
  });

type MethodFields = Partial<Record<'code' | 'label' | 'minDays' | 'maxDays' | 'cutoff' | 'kind' | 'amount' | 'extraAmount' | 'bands' | 'freeOver', string>>;

/** The zone editor's form: a name, countries, and method rows. */
function zoneForm(name: string, countries: string[], methods: MethodFields[], extra: Record<string, string> = {}): URLSearchParams {
  const form = new URLSearchParams({ name, rows: String(methods.length + 1), ...extra });
  for (const code of countries) form.append('countries', code);
  for (const [index, method] of methods.entries())
    for (const [field, value] of Object.entries({ minDays: '2', maxDays: '3', kind: 'flat', amount: '0', ...method }))
      form.set(`methods.${index}.${field}`, value);
  return form;
}

const ukZone = () =>
  zoneForm(
    'UK',
    ['GB'],
    [
      { code: 'standard', label: 'Tracked 48', kind: 'per-item', amount: '3.49', extraAmount: '0.99', freeOver: '100.00' },
      { code: 'express', label: 'Next day', minDays: '1', maxDays: '1', kind: 'value-bands', bands: '0, 50.00, 7.99\n50.00, , 5.99' },
      { code: 'collection', label: 'Collect from the studio', minDays: '1', maxDays: '2', amount: '0' },
    ],
  );
const euZone = () =>
  zoneForm(
    'EU',
    ['DE', 'FR'],
    [{ code: 'standard', label: 'Tracked international', minDays: '4', maxDays: '8', kind: 'weight-bands', bands: '0, 1000, 6.99\n1000, , 9.99' }],
  );

describe('the shipping editor', () => {
  it('shows a store without zones the platform’s shipping, which its checkout uses', async () => {
    const page = await owner.request(LIST);
    expect(page.status).toBe(200);
    expect(page.text).toContain('uses the platform’s standard shipping');
    expect(page.text).toContain('£3.99, free from £50.00');
  });

  it('saves zones, refuses a country already in another zone and overlapping bands with their messages, and writes nothing then', async () => {
    const uk = await post(owner, EDITOR, ukZone());
    expect(uk.status, uk.text).toBe(303);
    expect(uk.headers.location).toBe(`${LIST}?saved=1`);
    expect((await post(owner, EDITOR, euZone())).status).toBe(303);

    const twice = await post(owner, EDITOR, zoneForm('Germany only', ['DE'], [{ code: 'standard', label: 'Post', amount: '5.00' }]));
    expect(twice.status).toBe(422);
    expect(twice.text).toContain('Germany is already in the EU zone.');
    const overlap = await post(
      owner,
      EDITOR,
      zoneForm('Nordics', ['SE'], [{ code: 'standard', label: 'Post', kind: 'value-bands', bands: '0, 20.00, 4.99\n15.00, , 2.99' }]),
    );
    expect(overlap.status).toBe(422);
    expect(overlap.text).toContain('The bands £0.00–£20.00 and £15.00 and over overlap.');
    expect(overlap.text).toContain('value="Nordics"');
    const unreadable = await post(owner, EDITOR, zoneForm('Nordics', ['SE'], [{ code: 'standard', label: 'Post', amount: 'lots' }]));
    expect(unreadable.status).toBe(422);
    expect(unreadable.text).toContain('Please enter an amount such as 3.99.');

    const zones = await readZones(db, store.division.id);
    expect(zones.map((zone) => [zone.name, zone.countries])).toEqual([
      ['UK', ['GB']],
      ['EU', ['DE', 'FR']],
    ]);
    expect(zones[0]!.methods[1]!.rate).toEqual({
      kind: 'value-bands',
      amount: 0,
      extraAmount: 0,
      bands: [
        { from: 0, to: 5000, price: 799 },
        { from: 5000, to: null, price: 599 },
      ],
      freeOver: null,
    });
    const list = await owner.request(LIST);
    expect(list.text).toContain('£3.49 + £0.99 each extra item, free from £100.00');
    expect(list.text).toContain('by weight: 0 g–1000 g £6.99; 1000 g+ £9.99');
  });

  it('edits a zone in its form, and previews a sample basket', async () => {
    const [, eu] = await readZones(db, store.division.id);
    const form = await owner.request(`${EDITOR}?zone=${eu!.id}`);
    expect(form.status).toBe(200);
    expect(form.text).toContain('value="Tracked international"');
    expect(form.text).toMatch(/value="DE" checked/);
    const renamed = await post(
      owner,
      `${EDITOR}?zone=${eu!.id}`,
      zoneForm(
        'Europe',
        ['DE', 'FR', 'IE'],
        [{ code: 'standard', label: 'Tracked international', minDays: '4', maxDays: '8', kind: 'weight-bands', bands: '0, 1000, 6.99\n1000, , 9.99' }],
      ),
    );
    expect(renamed.status).toBe(303);
    expect((await readZones(db, store.division.id))[1]).toMatchObject({ id: eu!.id, name: 'Europe', countries: ['DE', 'FR', 'IE'] });

    const preview = await owner.request(`${LIST}?country=IE&goods=30.00&items=2&weight=1200`);
    expect(preview.text).toMatch(/data-method="standard"[^>]*><strong[^>]*>Tracked international<\/strong> — £9.99 · 4–8 working days/);
    const nowhere = await owner.request(`${LIST}?country=JP&goods=30.00&items=1`);
    expect(nowhere.text).toContain('No method reaches Japan for this basket.');
  });

  it('refuses a staff member without the settings right, a form from another site, and another store’s zone', async () => {
    const { client: staff } = await makeOwner(store, { role: 'staff', session: true });
    expect((await post(staff, EDITOR, zoneForm('Rest', [], [{ code: 'standard', label: 'Post', amount: '9.99' }], { restOfWorld: 'on' }))).status).toBe(403);
    expect(
      (await post(owner, EDITOR, zoneForm('Rest', [], [{ code: 'standard', label: 'Post', amount: '9.99' }], { restOfWorld: 'on' }), 'https://evil.example'))
        .status,
    ).toBe(403);
    const other = await makeStore(db, { prefix: 'shipother' });
    const { client: otherOwner } = await makeOwner(other, { session: true });
    const [uk] = await readZones(db, store.division.id);
    const foreign = await otherOwner.request(`${EDITOR}?zone=${uk!.id}`);
    expect(foreign.status).toBe(404);
    const deleteForeign = await otherOwner.request(LIST, {
      method: 'POST',
      body: new URLSearchParams({ zone: String(uk!.id) }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: testStoreOrigin(other.subdomain), 'sec-fetch-site': 'same-origin' },
    });
    expect(deleteForeign.status).toBe(404);
    expect((await readZones(db, store.division.id)).map((zone) => zone.name)).toEqual(['UK', 'Europe']);
  });
});

describe('checkout with the store’s zones', () => {
  const address = (country: string, zip: string, extra: Record<string, string> = {}) => ({
    name: 'Ada Shopper',
    street: '2 Low St',
    city: 'Town',
    country,
    zip,
    ...extra,
  });

  async function shopper(quantities = [2, 1]) {
    const basket = await makeBasket(store, quantities);
    const client = new SessionClient(store.subdomain);
    client.cookies.set('pf_visitor', basket.token);
    return client;
  }

  it('offers on /checkout/ only the methods reaching the chosen country, priced, with estimates', async () => {
    const client = await shopper();
    const uk = await client.request('/checkout/');
    expect(uk.text).toContain('data-method="collection"');
    expect(uk.text).toMatch(/Tracked 48<\/strong> <small[^>]*>2–3 working days<\/small>/);
    const update = new URLSearchParams({ 'shippingAddress.country': 'DE', shippingMethod: 'collection', billingSameAsShipping: 'on', action: 'update' });
    const de = await client.request('/checkout/', {
      method: 'POST',
      body: update,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: testStoreOrigin(store.subdomain), 'sec-fetch-site': 'same-origin' },
    });
    expect(de.status).toBe(200);
    expect(de.text).not.toContain('data-method="collection"');
    // 2 tees and a hoodie weigh 1000 g: the second band. The method asked for does not reach Germany: the first that does is priced.
    expect(de.text).toMatch(/<input type="radio" name="shippingMethod" value="standard" checked/);
    expect(de.text).toMatch(/data-total="shipping"[^>]*>£9.99</);
  });

  it('refuses a method that does not reach the address, and a country no zone reaches, with 422 and the messages', async () => {
    const client = await shopper();
    const wrong = await client.post<{ errors: Record<string, string[]> }>(ORDERS, {
      email: 'ship@example.com',
      shippingAddress: address('DE', '10115', { eori: 'DE123456789012345' }),
      shippingMethod: 'collection',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors).toEqual({ shippingMethod: ['This delivery method is not available for Germany.'] });
    const far = await client.post<{ errors: Record<string, string[]> }>(ORDERS, {
      email: 'ship@example.com',
      shippingAddress: address('JP', '100-0001'),
      shippingMethod: 'standard',
    });
    expect(far.status).toBe(422);
    expect(far.json.errors).toEqual({ 'shippingAddress.country': ['Sorry, we do not deliver to Japan.'] });
  });

  it('places the order at the store’s price, keeping the method’s label: first item + each extra, and free over the threshold', async () => {
    const client = await shopper([1, 2]);
    const placed = await client.post<{ order: { uuid: string } }>(ORDERS, {
      email: 'ship@example.com',
      shippingAddress: address('GB', 'CA12 5AB'),
      shippingMethod: 'standard',
    });
    expect(placed.status, placed.text).toBe(201);
    const order = await db.selectFrom('orders').selectAll().where('uuid', '=', placed.json.order.uuid).executeTakeFirstOrThrow();
    // 3 items: 3.49 + 2 × 0.99; goods 2000 + 2 × 4000 = 100.00: free from 100.00.
    expect(order).toMatchObject({ subtotal: 10000, shipping: 0, shipping_method: 'standard', shipping_label: 'Tracked 48' });
    const smaller = await shopper([1, 1]);
    const second = await smaller.post<{ order: { uuid: string } }>(ORDERS, {
      email: 'ship@example.com',
      shippingAddress: address('GB', 'CA12 5AB'),
      shippingMethod: 'standard',
    });
    const paid = await db.selectFrom('orders').selectAll().where('uuid', '=', second.json.order.uuid).executeTakeFirstOrThrow();
    expect(paid).toMatchObject({ subtotal: 6000, shipping: 349 + 99, shipping_tax: 75, total: 6000 + 448, shipping_label: 'Tracked 48' });
    const express = await (await shopper([1])).post<{ order: { uuid: string } }>(ORDERS, {
      email: 'ship@example.com',
      shippingAddress: address('GB', 'CA12 5AB'),
      shippingMethod: 'express',
    });
    expect(await db.selectFrom('orders').select(['shipping', 'shipping_label']).where('uuid', '=', express.json.order.uuid).executeTakeFirstOrThrow()).toEqual({
      shipping: 799,
      shipping_label: 'Next day',
    });
  });
});

describe('a store without zones and the basket', () => {
  it('keeps the platform’s prices: UK standard free from £50, US express £19.99', async () => {
    const plain = await makeStore(db, { prefix: 'shipplain' });
    await makeProduct(plain, { sku: `${plain.division.code}-TEE`, price: 3000 });
    const basket = await makeBasket(plain, [2]);
    const client = new SessionClient(plain.subdomain);
    client.cookies.set('pf_visitor', basket.token);
    const uk = await client.post<{ order: { uuid: string } }>(ORDERS, {
      email: 'plain@example.com',
      shippingAddress: { name: 'A', street: 'B', city: 'C', country: 'GB', zip: 'SW1A 1AA' },
    });
    expect(uk.status, uk.text).toBe(201);
    const us = await client.post<{ order: { uuid: string } }>(ORDERS, {
      email: 'plain@example.com',
      shippingAddress: { name: 'A', street: 'B', city: 'C', country: 'US', zip: '10001' },
      shippingMethod: 'express',
    });
    const rows = await db
      .selectFrom('orders')
      .select(['uuid', 'shipping', 'shipping_label'])
      .where('uuid', 'in', [uk.json.order.uuid, us.json.order.uuid])
      .execute();
    expect(rows.find((row) => row.uuid === uk.json.order.uuid)).toMatchObject({ shipping: 0, shipping_label: 'Standard delivery' });
    expect(rows.find((row) => row.uuid === us.json.order.uuid)).toMatchObject({ shipping: 1999, shipping_label: 'Express delivery' });
  });

  it('shows the basket’s progress towards free delivery for the visitor’s country, or none where delivery is never free', async () => {
    const client = new SessionClient(store.subdomain);
    client.cookies.set('pf_visitor', (await makeBasket(store, [1, 1])).token);
    // The UK zone is free from £100.00; the basket holds £60.00.
    const page = await client.request('/basket/');
    expect(page.text).toContain('£40.00 away from free delivery');
    expect(page.text).toContain('aria-valuenow="60"');
    client.cookies.set('geo-country', 'FR');
    expect((await client.request('/basket/')).text).not.toContain('data-free-delivery');
  });
});
