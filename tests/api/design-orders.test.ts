// A design added to the basket goes into the real basket as its custom product, through
// checkout with the built-in test card, and its print files are copied to the paid order for
// the factory (a later re-render does not change them); the factory's listing is internal
// staff's only; personalised texts travel with the line; "My designs" shows only one's own.
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import path from 'node:path';
import { storeRequest, testStore, testStoreOrigin } from '../support/api.ts';
import { SessionClient } from '../support/session-client.ts';
import { makeCustomer, makeRenderedDesign, renderTestFiles, tshirtBlank, uniqueEmail, type TestStore } from '../support/factories/index.ts';
import { eventually } from '../support/eventually.ts';
import { TEST_MEDIA_DIR } from '../support/server.ts';
import { designRendered } from '../../src/server/studio/design-products/design-rendered.ts';
import { DEMO_USERS } from '../../src/seed/users.ts';
import type { Db } from '../../src/platform/db/database.ts';
import type { DesignProduct } from '../../src/schemas/studio-calls.ts';
import { apiPath } from '../../src/schemas/api.ts';

const ORDERS = '/omnis/v3/checkout/orders/';
const PAY = '/omnis/v3/payments/pay/';

let db: Db;
let demo: TestStore;
let demoId: number;
beforeAll(async () => {
  demo = await testStore('demo');
  ({ db } = demo);
  demoId = demo.division.id;
});

interface Item {
  key: string;
  name: string;
  quantity: number;
  priceIncTax: number;
  options: { Colour: string | null; Size: string | null };
  personalization?: { layerId: string; label: string; text: string }[];
}

const checkoutBody = (email = uniqueEmail('studio')) => ({
  email,
  shippingAddress: { name: 'Olivia Shopper', company: '', street: '1 High Street', city: 'London', state: '', country: 'GB', zip: 'SW1A 1AA' },
  shippingMethod: 'express',
});
const key = () => `key_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 12)}`;
const printFilesUrl = (hash: string) => `/omnis/v3/atlas/orders/${hash}/print-files/`;

/** Places and pays the client's basket with the built-in test card; the paid order's row. */
async function checkOut(client: SessionClient, email = uniqueEmail('studio')) {
  const placed = await client.post<{ order: { uuid: string } }>(ORDERS, checkoutBody(email));
  expect(placed.status, placed.text).toBe(201);
  const paid = await client.post<{ status: string }>(PAY, {
    order: placed.json.order.uuid,
    number: '4242424242424242',
    expiry: '12/39',
    cvc: '123',
    name: 'Olivia Shopper',
    idempotencyKey: key(),
  });
  expect(paid.status, paid.text).toBe(200);
  expect(paid.json.status).toBe('paid');
  return db.selectFrom('orders').selectAll().where('uuid', '=', placed.json.order.uuid).executeTakeFirstOrThrow();
}

async function login(email: string, password: string, host = 'demo'): Promise<SessionClient> {
  const client = new SessionClient(host);
  expect((await client.login(email, password)).status).toBe(200);
  return client;
}

describe('POST studio.basket (a design into the basket)', () => {
  it('puts the design in the basket as its custom product, in its colour and the chosen size', async () => {
    const design = await makeRenderedDesign(demo);
    const client = new SessionClient();
    const size = design.blank.options[0]!.sizes[1]!;
    const added = await client.post<{ items: Item[] }>(apiPath('studio.basket', { uuid: design.uuid }), { size, quantity: 2 });
    expect(added.status, added.text).toBe(200);
    expect(added.json.items).toHaveLength(1);
    expect(added.json.items[0]).toMatchObject({
      name: `Custom ${design.blank.name}`,
      quantity: 2,
      priceIncTax: design.price,
      options: { Colour: design.colour, Size: size },
    });
    const again = await client.post<{ items: Item[] }>(apiPath('studio.basket', { uuid: design.uuid }), { size });
    expect(again.json.items).toMatchObject([{ quantity: 3 }]);
    const product = await db.selectFrom('products').select(['sku', 'name']).where('design_id', '=', design.id).execute();
    expect(product).toEqual([{ sku: `STUSUB-${design.id}`, name: `Custom ${design.blank.name}` }]);
  });

  it('refuses a size the colour does not come in, a missing size, a failed design and another store’s design', async () => {
    const design = await makeRenderedDesign(demo);
    const client = new SessionClient();
    const wrong = await client.post<{ message: string; errors: Record<string, string[]> }>(apiPath('studio.basket', { uuid: design.uuid }), { size: 'XXXXXL' });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors).toEqual({ size: ['This size is not available in this colour.'] });
    const none = await client.post<{ errors: Record<string, string[]> }>(apiPath('studio.basket', { uuid: design.uuid }), {});
    expect(none.status).toBe(422);
    expect(none.json.errors.size).toEqual(['Choose a size.']);
    const failed = await makeRenderedDesign(demo, { status: 'failed' });
    const refused = await client.post<{ message: string }>(apiPath('studio.basket', { uuid: failed.uuid }), { size: 'M' });
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe('This design could not be printed. Please open it in the studio and save it again.');
    const elsewhere = await new SessionClient('north').post<{ message: string }>(apiPath('studio.basket', { uuid: design.uuid }), {
      size: design.blank.options[0]!.sizes[0],
    });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.json.message).toBe('This design was not found.');
    expect(await db.selectFrom('products').select('id').where('design_id', '=', design.id).executeTakeFirst()).toBeUndefined();
  });

  it('takes a design still rendering; its files join the order when the render finishes', async () => {
    const design = await makeRenderedDesign(demo, { status: 'rendering' });
    const client = new SessionClient();
    const added = await client.post<{ items: Item[] }>(apiPath('studio.basket', { uuid: design.uuid }), { size: design.blank.options[0]!.sizes[0] });
    expect(added.status, added.text).toBe(200);
    const placed = await client.post<{ order: { uuid: string } }>(ORDERS, checkoutBody());
    expect(placed.status, placed.text).toBe(201);
    const order = await db.selectFrom('orders').select(['id']).where('uuid', '=', placed.json.order.uuid).executeTakeFirstOrThrow();
    expect(await db.selectFrom('order_item_files').select('id').where('order_id', '=', order.id).execute()).toEqual([]);
    // The render job finishes after the order was placed: the order gets this version's files.
    const { studio } = await tshirtBlank(db, demoId);
    await renderTestFiles(db, { id: design.id, uuid: design.uuid, divisionId: demoId, document: design.document, studio, version: 'late' });
    await db.updateTable('designs').set({ status: 'ready' }).where('id', '=', design.id).execute();
    await designRendered(demo, design.id);
    const files = await db.selectFrom('order_item_files').select('url').where('order_id', '=', order.id).execute();
    expect(files.map((file) => file.url)).toEqual([expect.stringMatching(/late-front-print\.png$/)]);
    // The receipt's picture becomes the design's mockup rather than the blank's.
    const item = await db.selectFrom('order_items').select('image').where('order_id', '=', order.id).executeTakeFirstOrThrow();
    expect(item.image).toMatch(/late-front-mockup-800\.png$/);
  });
});

describe('checkout of a design', () => {
  it('pays with the test card and attaches the print files to the order item; a later re-render leaves them', async () => {
    const design = await makeRenderedDesign(demo, { back: true });
    const client = new SessionClient();
    const size = design.blank.options[0]!.sizes[0]!;
    expect((await client.post(apiPath('studio.basket', { uuid: design.uuid }), { size })).status).toBe(200);
    const order = await checkOut(client);
    const items = await db.selectFrom('order_items').selectAll().where('order_id', '=', order.id).execute();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ sku: `STUSUB-${design.id}`, colour: design.colour, size, price: design.price });
    const files = await db.selectFrom('order_item_files').selectAll().where('order_item_id', '=', items[0]!.id).orderBy('side').execute();
    expect(files.map((file) => [file.side, file.width, file.height, file.dpi])).toEqual([
      ['back', 3543, 4724, 300],
      ['front', 3543, 4724, 300],
    ]);
    // The file the factory fetches is there, at its size and 300 DPI.
    const front = files.find((file) => file.side === 'front')!;
    const meta = await sharp(path.join(TEST_MEDIA_DIR, front.url.replace(/^\/media\//, ''))).metadata();
    expect([meta.width, meta.height, meta.density]).toEqual([3543, 4724, 300]);
    expect((await storeRequest('demo', front.url)).status).toBe(200);

    // The design is saved again (PUT) and re-rendered: the product moves on, the paid order does not.
    const { studio } = await tshirtBlank(db, demoId);
    await db
      .updateTable('designs')
      .set({ updated_at: new Date(Date.now() + 1000).toISOString() })
      .where('id', '=', design.id)
      .execute();
    await renderTestFiles(db, { id: design.id, uuid: design.uuid, divisionId: demoId, document: design.document, studio, version: 'v2' });
    await designRendered(demo, design.id);
    const after = await db.selectFrom('order_item_files').selectAll().where('order_item_id', '=', items[0]!.id).orderBy('side').execute();
    expect(after).toEqual(files);
    const product = await db.selectFrom('products').select('designs_json').where('design_id', '=', design.id).executeTakeFirstOrThrow();
    expect(JSON.parse(product.designs_json).front).toMatch(/v2-front-print\.png$/);

    // Internal staff see the files the factory prints; the store's owner, shoppers and other stores do not.
    const staff = await login(DEMO_USERS.staff.email, DEMO_USERS.staff.password);
    const listing = await staff.request<{ items: { sku: string; files: { side: string; url: string; width: number; height: number; dpi: number }[] }[] }>(
      printFilesUrl(order.hash),
    );
    expect(listing.status, listing.text).toBe(200);
    expect(listing.json.items).toEqual([
      expect.objectContaining({
        sku: `STUSUB-${design.id}`,
        size,
        quantity: 1,
        files: files.map((file) => ({ side: file.side, url: file.url, width: 3543, height: 4724, dpi: 300, personalized: false })),
      }),
    ]);
    const owner = await login(DEMO_USERS.owner.email, DEMO_USERS.owner.password);
    expect((await owner.request(printFilesUrl(order.hash))).status).toBe(403);
    expect((await new SessionClient().request(printFilesUrl(order.hash))).status).toBe(401);
    const northStaff = await login(DEMO_USERS.staff.email, DEMO_USERS.staff.password, 'north');
    expect((await northStaff.request(printFilesUrl(order.hash))).status).toBe(404);
  });

  it('carries personalised texts from the product page to the basket line, the order, the receipt and the order mail', async () => {
    const { id: userId, client } = await makeCustomer(db, { session: true });
    const design = await makeRenderedDesign(demo, { userId, back: true });
    const made = await client.post<{ product: DesignProduct }>(apiPath('studio.product', { uuid: design.uuid }), {
      name: `Named ${Date.now()}`,
      personalizable: true,
      personalizationTemplate: [
        { layerId: 'name', label: 'Your name', maxLength: 8 },
        { layerId: 'number', label: 'Number', maxLength: 2 },
      ],
    });
    expect(made.status, made.text).toBe(201);
    const item = (personalization: Record<string, string>) => ({
      item: { productId: made.json.product.id, productColor: design.colour, productSize: design.blank.options[0]!.sizes[0], personalization },
    });
    const missing = await client.post<{ errors: Record<string, string[]> }>('/omnis/v3/frontend/product/addItemToCart/', item({ name: 'Sam' }));
    expect(missing.status).toBe(422);
    expect(missing.json.errors).toEqual({ 'item.personalization.number': ['Please fill in Number.'] });
    const long = await client.post<{ errors: Record<string, string[]> }>(
      '/omnis/v3/frontend/product/addItemToCart/',
      item({ name: 'Samantha Jones', number: '7' }),
    );
    expect(long.json.errors).toEqual({ 'item.personalization.name': ['Your name may be at most 8 characters.'] });
    const added = await client.post<{ items: Item[] }>('/omnis/v3/frontend/product/addItemToCart/', item({ name: '  Sam ', number: '7' }));
    expect(added.status, added.text).toBe(200);
    const other = await client.post<{ items: Item[] }>('/omnis/v3/frontend/product/addItemToCart/', item({ name: 'Alex', number: '9' }));
    expect(other.json.items).toHaveLength(2);
    expect(other.json.items[0]!.personalization).toEqual([
      { layerId: 'name', label: 'Your name', text: 'Sam' },
      { layerId: 'number', label: 'Number', text: '7' },
    ]);

    const paidEmail = uniqueEmail('personal');
    const order = await checkOut(client, paidEmail);
    const items = await db.selectFrom('order_items').select(['id', 'personalization_json']).where('order_id', '=', order.id).orderBy('id').execute();
    expect(items.map((row) => JSON.parse(row.personalization_json).map((field: { text: string }) => field.text))).toEqual([
      ['Sam', '7'],
      ['Alex', '9'],
    ]);
    const receipt = await storeRequest('demo', `/receipt/${order.hash}`);
    expect(receipt.text).toContain('Your name: “Sam”');
    expect(receipt.text).toContain('Number: “9”');
    const mail = await eventually(
      () => db.selectFrom('mail_outbox').selectAll().where('to_address', '=', paidEmail).executeTakeFirst(),
      (row) => row !== undefined,
      10_000,
    );
    expect(mail!.text).toContain('personalised: Your name “Sam”, Number “7”');
    const staff = await login(DEMO_USERS.staff.email, DEMO_USERS.staff.password);
    const listing = await staff.request<{ items: { personalization: { text: string }[]; files: unknown[] }[] }>(printFilesUrl(order.hash));
    expect(listing.json.items.map((entry) => [entry.personalization.map((field) => field.text), entry.files.length])).toEqual([
      [['Sam', '7'], 2],
      [['Alex', '9'], 2],
    ]);
  });
});

describe('/account/designs/', () => {
  it('lists the signed-in customer’s own designs and asks everyone else to log in', async () => {
    const mine = await makeCustomer(db);
    const theirs = await makeCustomer(db);
    const first = await makeRenderedDesign(demo, { userId: mine.id, createdAt: new Date(Date.now() - 60_000).toISOString() });
    const second = await makeRenderedDesign(demo, { userId: mine.id, status: 'rendering' });
    const stranger = await makeRenderedDesign(demo, { userId: theirs.id });
    const elsewhere = await makeRenderedDesign(await testStore('north'), { userId: mine.id });
    const client = await login(mine.email, mine.password);
    const page = await client.request('/account/designs/');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    const listed = [...page.text.matchAll(/data-design="([^"]+)"/g)].map((match) => match[1]);
    expect(listed).toEqual([second.uuid, first.uuid]);
    expect(page.text).not.toContain(stranger.uuid);
    expect(page.text).not.toContain(elsewhere.uuid);
    expect(page.text).toContain(`${testStoreOrigin('demo')}/studio/?design=${first.uuid}`);
    expect(page.text).toContain(`action="${apiPath('studio.basket', { uuid: first.uuid })}"`);
    expect(page.text).toMatch(/-front-mockup-400\.png/);
    expect(page.text).toContain('Preparing print files');

    // The list's plain form (no JavaScript) adds a design: same-host forms only.
    const size = first.blank.options[0]!.sizes[0]!;
    client.xsrf = false; // a form sends no X-XSRF-TOKEN header
    const posted = await client.request(apiPath('studio.basket', { uuid: first.uuid }), {
      method: 'POST',
      body: new URLSearchParams({ size }),
      headers: { origin: testStoreOrigin('demo') },
    });
    client.xsrf = true;
    expect(posted.status, posted.text).toBe(303);
    expect(posted.headers.location).toBe('/basket/?added=1');
    const basket = await client.request<{ items: Item[] }>('/omnis/v3/basket/main/list/');
    expect(basket.json.items).toMatchObject([{ options: { Colour: first.colour, Size: size } }]);
    const crossSite = await storeRequest('demo', apiPath('studio.basket', { uuid: first.uuid }), {
      method: 'POST',
      body: new URLSearchParams({ size }),
      headers: { origin: testStoreOrigin('north') },
    });
    expect(crossSite.status).toBe(403);

    const anonymous = await storeRequest('demo', '/account/designs/');
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.location).toBe('/login/?redirect_uri=%2Faccount%2Fdesigns%2F');
  });
});
