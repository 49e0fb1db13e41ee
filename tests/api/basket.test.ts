// The basket and favourites calls with their messages (e.g. 'No items were added to basket'),
// JSON and plain-form posts, the visitor cookie, tenant isolation, merge on sign-in and
// 200 concurrent writers on one basket. Runs on the database TEST_DB names.
import { beforeAll, describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { parseHtml } from '../support/html.ts';
import { convertMoney, formatMoney } from '../../src/lib/money.ts';
import { currencyFor } from '../../src/lib/currencies.ts';
import { divisionId, latestMailTo, storeRequest, testDb, testStore, testStoreOrigin, type StoreResponse } from '../support/api.ts';
import { SessionClient } from '../support/session-client.ts';
import { copyOf, makeProduct } from '../support/factories/index.ts';
import { productFromRow } from '../../src/server/catalogue/products.ts';
import type { Db } from '../../src/platform/db/database.ts';
import { scaled } from '../support/slowdown.ts';

const ADD = '/omnis/v3/frontend/product/addItemToCart/';
const BULK = '/omnis/v3/frontend/product/bulkAddItemsToCart/';
const REMOVE = '/omnis/v3/basket/remove/';
const UPDATE = '/omnis/v3/basket/update/';
const LIST = '/omnis/v3/basket/main/list/';
const FAVOURITES = '/omnis/v3/basket/favourites/list/';
const EMAIL = '/omnis/v3/basket/favourites/email-for-later';
const RECOVER = '/omnis/v3/basket/favourites/recover/';
const UNAVAILABLE = 'Oops... Looks like this product is no longer available';

interface CartItem {
  key: string;
  quantity: number;
  name: string;
  priceIncTax: number;
  image: string | null;
  options: { Colour: string | null; Size: string | null };
  productUuid: string;
}
interface FavouriteItem {
  productId: number;
  productUrl: string;
  key: string;
  options: { Colour: string | null; Size: string | null };
}
interface Choice {
  id: number;
  urlName: string;
  colour: string;
  size: string;
  otherSize: string;
  price: number;
  uuid: string;
}

let db: Db;
let demoId: number;
let products: Choice[];
let northProduct: Choice;
let disabledUrl: string;

async function choicesOf(division: number): Promise<Choice[]> {
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .where('division_id', '=', division)
    .where('enabled', '=', 1)
    .where('enable_add_to_cart', '=', 1)
    .orderBy('id')
    .execute();
  return rows.flatMap((row) => {
    const options = JSON.parse(row.options_json) as { colour: { name: string }; sizes: string[] }[];
    const option = options.find((candidate) => candidate.sizes.length >= 2);
    if (!option) return [];
    const paid = row.sale_price !== null && row.sale_price < row.price ? row.sale_price : row.price;
    return [
      { id: row.id, urlName: row.url_name, colour: option.colour.name, size: option.sizes[0]!, otherSize: option.sizes[1]!, price: paid, uuid: row.uuid },
    ];
  });
}

const item = (choice: Choice, size = choice.size) => ({ productUrl: choice.urlName, productColor: choice.colour, productSize: size });
const cookieLine = (response: StoreResponse, name: string) => [response.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith(`${name}=`));

beforeAll(async () => {
  ({ db } = await testDb());
  demoId = await divisionId('demo');
  products = await choicesOf(demoId);
  northProduct = (await choicesOf(await divisionId('north')))[0]!;
  expect(products.length).toBeGreaterThanOrEqual(3);
  // A disabled copy of a product: the basket must refuse it like an unknown one.
  const source = await db.selectFrom('products').selectAll().where('id', '=', products[0]!.id).executeTakeFirstOrThrow();
  disabledUrl = `retired-${Date.now().toString(36)}`;
  await makeProduct(await testStore('demo'), {
    ...copyOf(productFromRow(source)),
    urlName: disabledUrl,
    sku: `${source.sku}-RET${Date.now().toString(36)}`,
    enabled: false,
  });
});

describe('POST addItemToCart (JSON)', () => {
  it('adds a line in the cart item shape, prices from the catalogue, and issues the visitor cookie', async () => {
    const client = new SessionClient();
    const product = products[0]!;
    const response = await client.post<{ items: CartItem[] }>(ADD, { item: { ...item(product), priceIncTax: 1 }, name: 'main' });
    expect(response.status, response.text).toBe(200);
    expect(response.json.items).toHaveLength(1);
    const [line] = response.json.items;
    expect(line).toMatchObject({ quantity: 1, priceIncTax: product.price, options: { Colour: product.colour, Size: product.size }, productUuid: product.uuid });
    expect(Object.keys(line!).sort()).toEqual(['image', 'key', 'name', 'options', 'priceIncTax', 'productUuid', 'quantity']);
    const visitor = cookieLine(response, 'pf_visitor');
    expect(visitor).toMatch(/^pf_visitor=[A-Za-z0-9_-]{43};/);
    expect(visitor).toMatch(/HttpOnly/i);
    expect(visitor).toMatch(/SameSite=Lax/i);
    expect(visitor).toMatch(/Max-Age=31536000/i);
    expect(cookieLine(response, 'pf_basket')).toMatch(/^pf_basket=1;/);
    expect(cookieLine(response, 'pf_basket')).not.toMatch(/HttpOnly/i);
    // Only the token's hash is stored.
    const token = client.cookies.get('pf_visitor')!;
    expect(await db.selectFrom('baskets').select('id').where('visitor_hash', '=', token).executeTakeFirst()).toBeUndefined();

    const again = await client.post<{ items: CartItem[] }>(ADD, {
      item: { productId: product.id, productColor: product.colour, productSize: product.size },
      name: 'main',
    });
    expect(again.json.items).toEqual([{ ...line, quantity: 2 }]);
    expect(cookieLine(again, 'pf_visitor')).toBeUndefined();
    const listed = await client.request<{ items: CartItem[] }>(LIST);
    expect(listed.json.items).toEqual([{ ...line, quantity: 2 }]);
  });

  it("refuses unknown, disabled and other-store products with the 'no longer available' message", async () => {
    const client = new SessionClient();
    for (const body of [
      { item: { productUrl: 'no-such-product', productColor: 'Black', productSize: 'M' }, name: 'main' },
      { item: { productUrl: disabledUrl, productColor: products[0]!.colour, productSize: products[0]!.size }, name: 'main' },
      { item: { productId: northProduct.id, productColor: northProduct.colour, productSize: northProduct.size }, name: 'main' },
    ]) {
      const response = await client.post<{ message: string }>(ADD, body);
      expect(response.status).toBe(400);
      expect(response.json.message).toBe(UNAVAILABLE);
    }
    expect(client.cookies.has('pf_visitor')).toBe(false);
  });

  it('checks colour, size and quantity against the product, and writes nothing on a refusal', async () => {
    const client = new SessionClient();
    const product = products[1]!;
    const cases: [unknown, string][] = [
      [{ productUrl: product.urlName, productSize: product.size }, 'Please choose a colour.'],
      [{ productUrl: product.urlName, productColor: 'Plaid Neon', productSize: product.size }, 'This colour is not available for this product.'],
      [{ productUrl: product.urlName, productColor: product.colour }, 'Please choose a size.'],
      [{ productUrl: product.urlName, productColor: product.colour, productSize: 'XXXXXXL' }, 'This size is not available in this colour.'],
      [{ ...item(product), quantity: 0 }, 'Min 1'],
      [{ ...item(product), quantity: 100 }, 'Max 99'],
      [{ productColor: product.colour, productSize: product.size }, 'This field is required.'],
    ];
    for (const [body, message] of cases) {
      const response = await client.post<{ message: string }>(ADD, { item: body, name: 'main' });
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.json.message).toBe(message);
    }
    expect((await client.post<{ message: string }>(ADD, { item: item(product), name: 'wishlist' })).status).toBe(422);
    expect((await client.post(ADD, { item: { ...item(product), quantity: 99 }, name: 'main' })).status).toBe(200);
    const over = await client.post<{ message: string }>(ADD, { item: item(product), name: 'main' });
    expect(over.status).toBe(422);
    expect(over.json.message).toBe('You can have at most 99 of an item in your basket');
    expect((await client.request<{ items: CartItem[] }>(LIST)).json.items.map((line) => line.quantity)).toEqual([99]);
  });

  it('refuses a write without the XSRF header', async () => {
    const client = new SessionClient();
    client.xsrf = false;
    const response = await client.post<{ code: string }>(ADD, { item: item(products[0]!), name: 'main' });
    expect(response.status).toBe(403);
    expect(response.json.code).toBe('csrfMismatch');
  });
});

describe('POST basket/update and basket/remove', () => {
  it('sets a quantity within 1..99, removes by key, and says when a line is gone', async () => {
    const client = new SessionClient();
    const [a, b] = products;
    await client.post(ADD, { item: item(a!), name: 'main' });
    const added = await client.post<{ items: CartItem[] }>(ADD, { item: item(b!), name: 'main' });
    const [first, second] = added.json.items;
    const updated = await client.post<{ items: CartItem[] }>(UPDATE, { key: first!.key, quantity: 5 });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.json.items.map((line) => [line.key, line.quantity])).toEqual([
      [first!.key, 5],
      [second!.key, 1],
    ]);
    expect(cookieLine(updated, 'pf_basket')).toMatch(/^pf_basket=6;/);
    for (const [quantity, message] of [
      [0, 'Min 1'],
      [100, 'Max 99'],
      ['two', 'Must contain only numbers.'],
    ] as const) {
      const refused = await client.post<{ message: string }>(UPDATE, { key: first!.key, quantity });
      expect(refused.status).toBe(422);
      expect(refused.json.message).toBe(message);
    }
    const missing = await client.post<{ message: string }>(UPDATE, { key: 'nope', quantity: 2 });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('This item is no longer in your basket');

    const removed = await client.post<{ items: CartItem[] }>(REMOVE, { key: first!.key, name: 'main' });
    expect(removed.json.items.map((line) => line.key)).toEqual([second!.key]);
    expect((await client.post<{ items: CartItem[] }>(REMOVE, { key: first!.key, name: 'main' })).json.items).toHaveLength(1);
  });
});

describe('POST bulkAddItemsToCart', () => {
  it('adds what is available, says what was skipped, and answers 400 when nothing could be added', async () => {
    const client = new SessionClient();
    const empty = await client.post<{ message: string }>(BULK, { items: [], name: 'main' });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe('No items were added to basket');

    const none = await client.post<{ message: string }>(BULK, { items: [{ productUrl: disabledUrl, productColor: 'x', productSize: 'y' }], name: 'main' });
    expect(none.status).toBe(400);
    expect(none.json.message).toBe(UNAVAILABLE);

    const some = await client.post<{ items: CartItem[]; message: string }>(BULK, {
      items: [item(products[0]!), { ...item(products[1]!), quantity: 3 }, { productUrl: 'gone-for-good', productColor: 'x', productSize: 'y' }],
      name: 'main',
    });
    expect(some.status, some.text).toBe(200);
    expect(some.json.items.map((line) => line.quantity)).toEqual([1, 3]);
    expect(some.json.message).toBe(`2 of 3 items were added to basket. ${UNAVAILABLE}`);

    const all = await client.post<{ items: CartItem[]; message: string }>(BULK, { items: [item(products[0]!)], name: 'main' });
    expect(all.json).toMatchObject({ message: 'Items added to basket' });
    expect(all.json.items.map((line) => line.quantity)).toEqual([2, 3]);
  });
});

describe('plain form posts (no JavaScript)', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields);

  it('adds from the product page form and redirects to the basket (303); a refusal comes back as a code', async () => {
    const product = products[2]!;
    const origin = testStoreOrigin('demo');
    const added = await storeRequest('demo', ADD, {
      method: 'POST',
      body: form({ 'item[productUrl]': product.urlName, 'item[productColor]': product.colour, 'item[productSize]': product.size }),
      headers: { origin },
    });
    expect(added.status).toBe(303);
    expect(added.headers.location).toBe('/basket/?added=1');
    const visitor = cookieLine(added, 'pf_visitor')!.split(';')[0]!;
    const list = await storeRequest<{ items: CartItem[] }>('demo', LIST, { headers: { cookie: visitor } });
    expect(list.json.items).toHaveLength(1);

    const refused = await storeRequest('demo', ADD, {
      method: 'POST',
      body: form({ 'item[productUrl]': product.urlName, 'item[productColor]': product.colour }),
      headers: { origin, cookie: visitor },
    });
    expect(refused.status).toBe(303);
    expect(refused.headers.location).toBe('/basket/?error=size');
    const page = await storeRequest('demo', '/basket/?error=size', { headers: { cookie: visitor } });
    expect(page.text).toContain('Please choose a size.');

    const key = list.json.items[0]!.key;
    const updated = await storeRequest('demo', UPDATE, {
      method: 'POST',
      body: form({ key, quantity: '4' }),
      headers: { 'sec-fetch-site': 'same-origin', cookie: visitor },
    });
    expect(updated.status).toBe(303);
    expect(updated.headers.location).toBe('/basket/');
    expect((await storeRequest<{ items: CartItem[] }>('demo', LIST, { headers: { cookie: visitor } })).json.items[0]!.quantity).toBe(4);
  });

  it('refuses a form posted from another site', async () => {
    const attempts: Record<string, string>[] = [{ origin: testStoreOrigin('north') }, { 'sec-fetch-site': 'cross-site' }, {}];
    for (const headers of attempts) {
      const response = await storeRequest<{ code: string }>('demo', ADD, { method: 'POST', body: form({ 'item[productUrl]': products[0]!.urlName }), headers });
      expect(response.status).toBe(403);
      expect(response.json.code).toBe('csrfMismatch');
    }
  });
});

describe('tenant isolation', () => {
  it("never reads or writes a demo basket or favourite from north's host", async () => {
    const demo = new SessionClient('demo');
    const added = await demo.post<{ items: CartItem[] }>(ADD, { item: item(products[0]!), name: 'main' });
    await demo.post(ADD, { item: { productId: products[1]!.id }, name: 'favourites' });
    const key = added.json.items[0]!.key;
    const north = new SessionClient('north');
    north.cookies.set('pf_visitor', demo.cookies.get('pf_visitor')!);
    expect((await north.request<{ items: CartItem[] }>(LIST)).json.items).toEqual([]);
    expect((await north.request<{ items: FavouriteItem[] }>(FAVOURITES)).json.items).toEqual([]);
    expect((await north.post(UPDATE, { key, quantity: 7 })).status).toBe(404);
    await north.post(REMOVE, { key, name: 'main' });
    const stillThere = await demo.request<{ items: CartItem[] }>(LIST);
    expect(stillThere.json.items).toEqual(added.json.items);
    // Demo's product through north's host is "no longer available", even with demo's cookie.
    expect((await north.post<{ message: string }>(ADD, { item: item(products[0]!), name: 'main' })).json.message).toBe(UNAVAILABLE);
  });
});

describe('favourites', () => {
  it('keeps favourites through the basket calls with name = favourites', async () => {
    const client = new SessionClient();
    const product = products[0]!;
    const added = await client.post<{ items: FavouriteItem[] }>(ADD, { item: { productId: product.id }, name: 'favourites' });
    expect(added.status, added.text).toBe(200);
    expect(added.json.items).toHaveLength(1);
    expect(added.json.items[0]).toMatchObject({ productId: product.id, productUrl: product.urlName, options: { Colour: null, Size: null } });
    expect(cookieLine(added, 'pf_favourites')).toMatch(/^pf_favourites=1;/);
    // A favourite kept twice is one favourite.
    expect((await client.post<{ items: FavouriteItem[] }>(ADD, { item: { productUrl: product.urlName }, name: 'favourites' })).json.items).toHaveLength(1);
    expect((await client.request<{ items: FavouriteItem[] }>(FAVOURITES)).json.items).toHaveLength(1);
    // Favourites are not the basket.
    expect((await client.request<{ items: CartItem[] }>(LIST)).json.items).toEqual([]);
    const removed = await client.post<{ items: FavouriteItem[] }>(REMOVE, { key: added.json.items[0]!.key, name: 'favourites' });
    expect(removed.json.items).toEqual([]);
    expect(cookieLine(removed, 'pf_favourites')).toMatch(/^pf_favourites=0;/);
  });

  it('e-mails a recovery link (only its hash stored) that restores the list in another browser of the same store only', async () => {
    const first = new SessionClient();
    await first.post(ADD, { item: { productId: products[0]!.id }, name: 'favourites' });
    await first.post(ADD, { item: { productId: products[1]!.id, productColor: products[1]!.colour }, name: 'favourites' });

    const invalid = await first.post<{ message: string }>(EMAIL, { email: 'not-an-email' });
    expect(invalid.status).toBe(422);
    expect(invalid.json.message).toBe('Please enter a valid email address.');
    const nobody = await new SessionClient().post<{ message: string }>(EMAIL, { email: 'someone@example.com' });
    expect(nobody.status).toBe(400);
    expect(nobody.json.message).toBe('You have no favourites to save yet');

    const email = `favourites-${Date.now().toString(36)}@example.com`;
    const sent = await first.post<{ message: string }>(EMAIL, { email });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json.message).toBe("We've emailed you a link to your favourites");
    const mail = await latestMailTo(email);
    expect(mail).toMatchObject({ division_id: demoId, template: 'favourites-for-later', subject: 'Your favourites from Northwind Tees' });
    const link = new RegExp(`${testStoreOrigin('demo').replace(/[.]/g, '\\.')}/favourites/\\?br=([A-Za-z0-9_-]{43})`).exec(mail.text);
    expect(link).not.toBeNull();
    const br = link![1]!;
    const stored = await db.selectFrom('baskets').select('recovery_hash').where('recovery_hash', 'is not', null).execute();
    expect(stored.map((row) => row.recovery_hash)).not.toContain(br);

    const elsewhere = await new SessionClient('north').post<{ message: string }>(RECOVER, { br });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.json.message).toBe('This link is not valid');
    expect((await new SessionClient().post<{ message: string }>(RECOVER, { br: 'short' })).json.message).toBe('This link is not valid');
    const stranger = new SessionClient();
    expect((await stranger.post(RECOVER, { br: 'b'.repeat(43) })).status).toBe(404);
    expect(stranger.cookies.has('pf_visitor')).toBe(false);

    const second = new SessionClient();
    const recovered = await second.post<{ items: FavouriteItem[] }>(RECOVER, { br });
    expect(recovered.status, recovered.text).toBe(200);
    const original = await first.request<{ items: FavouriteItem[] }>(FAVOURITES);
    expect(recovered.json.items.map((entry) => entry.key)).toEqual(original.json.items.map((entry) => entry.key));
    expect(second.cookies.get('pf_visitor')).not.toBe(first.cookies.get('pf_visitor'));
  });

  it('sends at most five favourites mails an hour to one address', async () => {
    const client = new SessionClient();
    await client.post(ADD, { item: { productId: products[0]!.id }, name: 'favourites' });
    const email = `limited-${Date.now().toString(36)}@example.com`;
    for (let attempt = 0; attempt < 5; attempt++) expect((await client.post(EMAIL, { email })).status).toBe(200);
    const refused = await client.post<{ code: string }>(EMAIL, { email });
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe('tooManyRequests');
    expect(await db.selectFrom('mail_outbox').select('id').where('to_address', '=', email).execute()).toHaveLength(5);
  });
});

describe('signing in', () => {
  async function newCustomer(client: SessionClient): Promise<{ email: string; password: string }> {
    const email = `basket-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
    const password = 'a long pass phrase 42';
    const created = await client.post('/omnis/v3/shop/customer/create/', {
      email,
      password,
      firstName: 'Bea',
      lastName: 'Buyer',
      should_have_store: 0,
      dashboard_access: 0,
    });
    expect(created.status, created.text).toBe(201);
    await db.deleteFrom('rate_limits').where('key', 'like', 'sign-up:%').execute();
    return { email, password };
  }

  it("merges the visitor's basket and favourites into the customer's: quantities add up per key", async () => {
    const client = new SessionClient();
    const [a, b] = products;
    const account = await newCustomer(client);
    await client.post(ADD, { item: { ...item(a!), quantity: 2 }, name: 'main' });
    await client.post(ADD, { item: { productId: a!.id }, name: 'favourites' });
    await client.post('/omnis/v3/dashboard/secure/logout/');
    expect((await client.request<{ items: CartItem[] }>(LIST)).json.items).toEqual([]);

    await client.post(ADD, { item: { ...item(a!), quantity: 3 }, name: 'main' });
    await client.post(ADD, { item: item(b!), name: 'main' });
    await client.post(ADD, { item: { productId: a!.id }, name: 'favourites' });
    await client.post(ADD, { item: { productId: b!.id }, name: 'favourites' });
    const login = await client.login(account.email, account.password);
    expect(login.status, login.text).toBe(200);
    expect(cookieLine(login, 'pf_basket')).toMatch(/^pf_basket=6;/);
    const merged = await client.request<{ items: CartItem[] }>(LIST);
    expect(merged.json.items.map((line) => [line.options.Size, line.quantity])).toEqual([
      [a!.size, 5],
      [b!.size, 1],
    ]);
    expect((await client.request<{ items: FavouriteItem[] }>(FAVOURITES)).json.items.map((entry) => entry.productId)).toEqual([a!.id, b!.id]);
    // The anonymous baskets are gone: signing out leaves this browser with none.
    await client.post('/omnis/v3/dashboard/secure/logout/');
    expect((await client.request<{ items: CartItem[] }>(LIST)).json.items).toEqual([]);
  });

  it("hands the visitor's basket over to a new customer", async () => {
    const client = new SessionClient();
    await client.post(ADD, { item: item(products[2]!), name: 'main' });
    await newCustomer(client);
    const listed = await client.request<{ items: CartItem[] }>(LIST);
    expect(listed.json.items).toHaveLength(1);
    const user = await db
      .selectFrom('baskets')
      .select(['user_id', 'visitor_hash'])
      .where('division_id', '=', demoId)
      .where('user_id', 'is not', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(user.visitor_hash).toBeNull();
  });
});

describe('200 concurrent writers on one basket', () => {
  it('lose no update: every add counts and the version counts every write', { timeout: scaled(180_000) }, async () => {
    const client = new SessionClient();
    const lines = [
      item(products[0]!),
      item(products[0]!, products[0]!.otherSize),
      item(products[1]!),
      item(products[1]!, products[1]!.otherSize),
      item(products[2]!),
    ];
    let seeded: StoreResponse<{ items: CartItem[] }> | undefined;
    for (const line of lines) seeded = await client.post<{ items: CartItem[] }>(ADD, { item: line, name: 'main' });
    const keys = seeded!.json.items.map((line) => line.key);
    expect(keys).toHaveLength(5);
    const basket = await db
      .selectFrom('baskets')
      .select(['id', 'version'])
      .where('division_id', '=', demoId)
      .where('name', '=', 'main')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

    // 160 adds spread over four lines (40 each) and 40 quantity updates of the fifth.
    const writes = Array.from({ length: 200 }, (_, index) =>
      index < 160 ? () => client.post(ADD, { item: lines[index % 4], name: 'main' }) : () => client.post(UPDATE, { key: keys[4], quantity: (index % 9) + 1 }),
    );
    const responses = await Promise.all(writes.map((write) => write()));
    expect(responses.map((response) => response.status).filter((status) => status !== 200)).toEqual([]);

    const final = await client.request<{ items: CartItem[] }>(LIST);
    expect(final.json.items.slice(0, 4).map((line) => line.quantity)).toEqual([41, 41, 41, 41]);
    expect(final.json.items[4]!.quantity).toBeGreaterThanOrEqual(1);
    expect(final.json.items[4]!.quantity).toBeLessThanOrEqual(9);
    const after = await db.selectFrom('baskets').select('version').where('id', '=', basket.id).executeTakeFirstOrThrow();
    expect(after.version - basket.version).toBe(200);
  });
});

describe('pages', () => {
  it('/basket/ draws the lines as forms, in the cart layout, never cached, prices in the chosen currency', async () => {
    const client = new SessionClient();
    const product = products[0]!;
    const added = await client.post<{ items: CartItem[] }>(ADD, { item: { ...item(product), quantity: 2 }, name: 'main' });
    const key = added.json.items[0]!.key;
    const response = await client.request('/basket/');
    expect(response.status).toBe(200);
    expect(String(response.headers['cache-control'])).toMatch(/no-store/);
    const page = parseHtml(response.text);
    expect(page.attr('html', 'data-layout')).toBe('cart');
    expect(page.attr('meta[name="robots"]', 'content')).toBe('noindex');
    expect(page.all(`[data-line="${key}"]`)).toHaveLength(1);
    expect(page.attr('form.stepper', 'action')).toBe(UPDATE);
    expect(page.attr('form.stepper input[name="key"]', 'value')).toBe(key);
    expect(page.all('form.stepper button[name="quantity"]').map((button) => button.attribs.value)).toEqual(['1', '3']);
    expect(page.attr('form.remove', 'action')).toBe(REMOVE);
    expect(page.text('[data-subtotal]')).toBe(formatMoney(product.price * 2, 'GBP'));
    expect(page.text('[data-line] .options')).toContain(`Colour: ${product.colour}`);

    client.cookies.set('currency', 'USD');
    const dollars = parseHtml((await client.request('/basket/')).text);
    expect(dollars.text('[data-subtotal]')).toBe(formatMoney(convertMoney(product.price, currencyFor('GBP'), currencyFor('USD')) * 2, 'USD'));
    // A currency the store does not offer is ignored.
    client.cookies.set('currency', 'JPY');
    expect(parseHtml((await client.request('/basket/')).text).text('[data-subtotal]')).toBe(formatMoney(product.price * 2, 'GBP'));
  });

  it('/basket/ shows an empty basket to a new visitor, and only fixed texts for ?error codes', async () => {
    const page = parseHtml((await storeRequest('demo', '/basket/?error=<b>alert(1)</b>')).text);
    expect(page.text('main')).toContain('Your basket is empty.');
    expect(page.all('main .notice')).toHaveLength(0);
    expect(page.text('main')).not.toContain('alert(1)');
    expect(parseHtml((await storeRequest('demo', '/basket/?error=unavailable')).text).text('main .notice')).toBe(UNAVAILABLE);
  });

  it('/favourites/ lists favourites with prices, and offers a recovery link as a button, not a GET write', async () => {
    const client = new SessionClient();
    await client.post(ADD, { item: { productId: products[1]!.id }, name: 'favourites' });
    const page = parseHtml((await client.request('/favourites/')).text);
    expect(page.all('[data-favourite]').map((entry) => entry.attribs['data-favourite'])).toEqual([String(products[1]!.id)]);
    expect(page.attr('form.for-later', 'action')).toBe(EMAIL);
    const token = 'a'.repeat(43);
    const link = await client.request(`/favourites/?br=${token}`);
    expect(parseHtml(link.text).attr('meta[name="referrer"]', 'content')).toBe('no-referrer');
    expect(parseHtml(link.text).attr('form.recover input[name="br"]', 'value')).toBe(token);
  });

  it('product pages carry hearts and the add-to-basket form; their JavaScript before interaction stays under 10 KB gzip, no framework', async () => {
    const response = await storeRequest('demo', `/product/${products[0]!.urlName}/`);
    const page = parseHtml(response.text);
    expect(page.all('astro-island')).toHaveLength(0);
    expect(page.all(`form[data-favourite-form][data-product-id="${products[0]!.id}"]`).length).toBeGreaterThan(0);
    expect(page.attr('form[data-product-form]', 'action')).toBe(ADD);
    const sources: string[] = [];
    for (const script of page.all('script[src]')) {
      const source = (await storeRequest('demo', script.attribs.src!)).text;
      sources.push(source);
      for (const match of source.matchAll(/from\s*"(\.\/[^"]+)"|import\s*"(\.\/[^"]+)"/g))
        sources.push((await storeRequest('demo', `/_astro/${(match[1] ?? match[2])!.slice(2)}`)).text);
    }
    expect(sources.length).toBeGreaterThan(0);
    const all = sources.join('\n');
    expect(all).not.toMatch(/react/i);
    expect(gzipSync(all).length).toBeLessThanOrEqual(10 * 1024);
  });
});
