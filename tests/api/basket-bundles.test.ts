// Bundles end to end: a bundle's chosen parts go from the add call through the
// basket, checkout and payment to the order's items and the receipt, invoice and history.
// Parts are checked against the catalogue; a bad part is refused with nothing written.
import { beforeAll, describe, expect, it } from 'vitest';
import { divisionId, storeRequest, testDb, testStoreOrigin } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { makeCustomer, makeProduct, makeStore, type ProductOverrides } from '../support/factories/index.ts';
import { listCustomerOrders } from '../../src/server/commerce/receipts/customer-orders.ts';
import { textContent } from 'domutils';
import { parseHtml } from '../support/html.ts';
import { pdfText } from '../support/pdf-text.ts';
import { SessionClient } from '../support/session-client.ts';
import type { Db } from '../../src/platform/db/database.ts';
import type { StoreScope } from '../../src/server/stores/scope.ts';
import type { CartItem } from '../../src/schemas/basket.ts';
import { CHOOSE_PARTS, NOT_IN_BUNDLE, PART_SIZE_UNAVAILABLE, PART_COLOUR_UNAVAILABLE } from '../../src/server/commerce/basket/choice-messages.ts';

const ADD = '/omnis/v3/frontend/product/addItemToCart/';
const LIST = '/omnis/v3/basket/main/list/';
const ORDERS = '/omnis/v3/checkout/orders/';
const PAY = '/omnis/v3/payments/pay/';
const SUBDOMAIN = `bundles-${Date.now().toString(36)}`;

const option = (colour: string, sizes: string[]) => ({ colour: { name: colour, hex: '#123456' }, sizes, images: [], pro: false });

let db: Db;
let scope: StoreScope;
let ids: { tee: number; tote: number; bundle: number; other: number; northTee: number };

beforeAll(async () => {
  ({ db } = await testDb());
  scope = await makeStore(db, { subdomain: SUBDOMAIN, name: 'Bundle Co' });
  const product = async (sku: string, name: string, extra: ProductOverrides) =>
    (await makeProduct(scope, { sku, name, urlName: sku.toLowerCase(), manufacturer: 'Bundle Co', price: 2000, defaultColour: null, ...extra })).id;
  const tee = await product('BT-TEE', 'Bundle <b>Tee</b>', { options: [option('Black', ['S', 'M', 'L']), option('White', ['M'])], defaultColour: 'Black' });
  const tote = await product('BT-TOTE', 'Bundle Tote', { type: 'tote-bag', price: 1200, options: [option('Natural', ['One size'])] });
  const other = await product('BT-MUG', 'Bundle Mug', { type: 'mug', options: [option('White', ['One size'])] });
  const bundle = await product('BT-SET', 'Tee and Tote Set', {
    type: 'bundle',
    price: 2900,
    options: [option('Set', ['One size'])],
    isBundle: true,
    bundleItems: [
      { productId: tee, quantity: 2 },
      { productId: tote, quantity: 1 },
    ],
  });
  const north = await divisionId('north');
  const northTee = (
    await db.selectFrom('products').select('id').where('division_id', '=', north).where('enabled', '=', 1).orderBy('id').executeTakeFirstOrThrow()
  ).id;
  ids = { tee, tote, bundle, other, northTee };
});

const setItem = (bundleOptions: unknown) => ({ item: { productId: ids.bundle, productColor: 'Set', productSize: 'One size', bundleOptions }, name: 'main' });
const choices = (teeColour: string, teeSize: string) => [{ productId: ids.tee, productColor: teeColour, productSize: teeSize }, { productId: ids.tote }];

async function linesOf(client: SessionClient): Promise<CartItem[]> {
  const response = await client.request<{ items: CartItem[] }>(LIST);
  expect(response.status).toBe(200);
  return response.json.items;
}

const basketRows = async () =>
  db
    .selectFrom('basket_items')
    .innerJoin('products', 'products.id', 'basket_items.product_id')
    .innerJoin('divisions', 'divisions.id', 'products.division_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('divisions.subdomain', '=', SUBDOMAIN)
    .executeTakeFirstOrThrow();

describe('adding a bundle with its parts', () => {
  it('refuses parts outside the bundle, of another store, in options a part lacks, or missing; nothing is written', async () => {
    const client = new SessionClient(SUBDOMAIN);
    const before = Number((await basketRows()).n);
    const cases: [unknown, number, Record<string, string[]>][] = [
      [[...choices('Black', 'M'), { productId: ids.other }], 422, { 'item.bundleOptions.2.productId': [NOT_IN_BUNDLE] }],
      [
        [{ productId: ids.northTee, productColor: 'Black', productSize: 'M' }, { productId: ids.tote }],
        422,
        { 'item.bundleOptions.0.productId': [NOT_IN_BUNDLE], 'item.bundleOptions.0.productColor': [CHOOSE_PARTS] },
      ],
      [choices('White', 'L'), 422, { 'item.bundleOptions.0.productSize': [PART_SIZE_UNAVAILABLE] }],
      [choices('Purple', 'M'), 422, { 'item.bundleOptions.0.productColor': [PART_COLOUR_UNAVAILABLE] }],
      [[{ productId: ids.tote }], 422, { 'item.bundleOptions.0.productColor': [CHOOSE_PARTS] }],
    ];
    for (const [bundleOptions, status, errors] of cases) {
      const response = await client.post<{ message: string; errors: Record<string, string[]> }>(ADD, setItem(bundleOptions));
      expect(response.status, JSON.stringify(bundleOptions)).toBe(status);
      expect(response.json.errors).toEqual(errors);
      expect(response.json.message).toBe(Object.values(errors)[0]![0]);
    }
    const malformed = await client.post<{ errors: Record<string, string[]> }>(ADD, setItem([{ productColor: 'Black' }]));
    expect(malformed.status).toBe(422);
    // A refused first add issues no visitor cookie and writes no line.
    expect(client.cookies.has('pf_visitor')).toBe(false);
    expect(Number((await basketRows()).n)).toBe(before);
  });

  it('keeps each choice of parts as its own line, merges the same choice, and lists the parts from the catalogue', async () => {
    const client = new SessionClient(SUBDOMAIN);
    expect((await client.post(ADD, setItem(choices('Black', 'M')))).status).toBe(200);
    // The same parts again (the tote's only option given this time, quantities ignored) add to the same line.
    expect(
      (
        await client.post(
          ADD,
          setItem([
            { productId: ids.tote, productColor: 'Natural', quantity: 50 },
            { productId: ids.tee, productColor: 'Black', productSize: 'M', quantity: 7 },
          ]),
        )
      ).status,
    ).toBe(200);
    expect((await client.post(ADD, setItem(choices('White', 'M')))).status).toBe(200);
    const items = await linesOf(client);
    expect(items.map((item) => item.quantity)).toEqual([2, 1]);
    expect(items[0]!.bundleOptions).toEqual([
      { productId: ids.tee, productUuid: expect.any(String), name: 'Bundle <b>Tee</b>', quantity: 2, image: null, options: { Colour: 'Black', Size: 'M' } },
      { productId: ids.tote, productUuid: expect.any(String), name: 'Bundle Tote', quantity: 1, image: null, options: { Colour: 'Natural', Size: 'One size' } },
    ]);
    expect(items[1]!.bundleOptions![0]!.options).toEqual({ Colour: 'White', Size: 'M' });
    expect(items[0]!.priceIncTax).toBe(2900);

    // The basket page lists the parts under their bundle, escaped.
    const page = await client.request('/basket/');
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('Bundle <b>Tee</b>');
    const html = parseHtml(page.text);
    expect(html.all('[data-line]')).toHaveLength(2);
    expect(html.all('[data-line] [data-bundle-part]')).toHaveLength(4);
    expect(html.text('[data-line] [data-bundle-part]')).toBe('2 × Bundle <b>Tee</b> (Black, M)');
  });

  it('takes the parts as the product page form posts them, beside the item', async () => {
    const client = new SessionClient(SUBDOMAIN);
    await client.request('/omnis/v3/dashboard/secure/get/');
    const form = new URLSearchParams({
      'item[productUrl]': 'bt-set',
      'item[productColor]': 'Set',
      'item[productSize]': 'One size',
      'bundleOptions[0][productId]': String(ids.tee),
      'bundleOptions[0][quantity]': '2',
      'bundleOptions[0][productColor]': 'Black',
      'bundleOptions[0][productSize]': 'L',
      'bundleOptions[1][productId]': String(ids.tote),
      'bundleOptions[1][quantity]': '1',
      'bundleOptions[1][productColor]': 'Natural',
      'bundleOptions[1][productSize]': 'One size',
    });
    const origin = testStoreOrigin(SUBDOMAIN);
    const posted = await client.request(ADD, {
      method: 'POST',
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', origin },
    });
    expect(posted.status, posted.text).toBe(303);
    expect(posted.headers.location).toBe('/basket/?added=1');
    expect((await linesOf(client))[0]!.bundleOptions!.map((part) => part.options)).toEqual([
      { Colour: 'Black', Size: 'L' },
      { Colour: 'Natural', Size: 'One size' },
    ]);

    form.set('bundleOptions[0][productSize]', 'XXL');
    const refused = await client.request(ADD, {
      method: 'POST',
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', origin },
    });
    expect(refused.status).toBe(303);
    expect(refused.headers.location).toBe('/basket/?error=bundle-size');
    expect(parseHtml((await client.request('/basket/?error=bundle-size')).text).text('[role="alert"]')).toBe(PART_SIZE_UNAVAILABLE);
  });
});

describe('buying a bundle', () => {
  it('writes a child item per part under the bundle line, and the receipt, invoice and history group them', async () => {
    const client = new SessionClient(SUBDOMAIN);
    expect((await client.post(ADD, setItem(choices('Black', 'S')))).status).toBe(200);
    expect((await client.post(ADD, setItem(choices('Black', 'S')))).status).toBe(200);
    expect((await client.post(ADD, { item: { productId: ids.other, productColor: 'White', productSize: 'One size' }, name: 'main' })).status).toBe(200);

    const checkout = {
      email: `bundle-${Date.now()}@example.com`,
      shippingAddress: { name: 'Bo Buyer', company: '', street: '2 Quay', city: 'Leith', state: '', country: 'GB', zip: 'EH6 6QU' },
      shippingMethod: 'standard',
    };
    const summary = parseHtml((await client.request('/checkout/')).text);
    expect(summary.all('.summary [data-bundle-part]').map((part) => textContent(part))).toEqual([
      '4 × Bundle <b>Tee</b> · Black · S',
      '2 × Bundle Tote · Natural · One size',
    ]);
    const placed = await client.post<{ order: { uuid: string } }>(ORDERS, checkout);
    expect(placed.status, placed.text).toBe(201);
    // The payment step lists the parts under the bundle too, not as lines of their own.
    const pay = parseHtml((await client.request(`/pay/${placed.json.order.uuid}/`)).text);
    expect(pay.all('.summary .lines > li')).toHaveLength(2);
    expect(pay.all('.summary [data-bundle-part]')).toHaveLength(2);
    const paid = await client.post<{ status: string; redirect: string }>(PAY, {
      order: placed.json.order.uuid,
      number: '4242424242424242',
      expiry: '12/39',
      cvc: '123',
      name: 'Bo Buyer',
      idempotencyKey: `bundle_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 12)}`,
    });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.json.status).toBe('paid');

    const order = await db.selectFrom('orders').selectAll().where('uuid', '=', placed.json.order.uuid).executeTakeFirstOrThrow();
    expect(order.subtotal).toBe(2 * 2900 + 2000);
    const items = await db.selectFrom('order_items').selectAll().where('order_id', '=', order.id).orderBy('id').execute();
    const parent = items.find((item) => item.product_id === ids.bundle)!;
    expect(parent).toMatchObject({ quantity: 2, price: 2900, bundle_parent_id: null, sku: 'BT-SET' });
    expect(
      items
        .filter((item) => item.bundle_parent_id === parent.id)
        .map(({ product_id, colour, size, quantity, price, tax, sku }) => ({ product_id, colour, size, quantity, price, tax, sku })),
    ).toEqual([
      { product_id: ids.tee, colour: 'Black', size: 'S', quantity: 4, price: 0, tax: 0, sku: 'BT-TEE' },
      { product_id: ids.tote, colour: 'Natural', size: 'One size', quantity: 2, price: 0, tax: 0, sku: 'BT-TOTE' },
    ]);
    expect(items.find((item) => item.product_id === ids.other)).toMatchObject({ bundle_parent_id: null, price: 2000 });

    // The receipt: two lines bought, the bundle's parts listed under it, escaped.
    const receipt = await storeRequest(SUBDOMAIN, `/receipt/${order.hash}`);
    expect(receipt.status).toBe(200);
    expect(receipt.text).not.toContain('Bundle <b>Tee</b>');
    const page = parseHtml(receipt.text);
    expect(page.all('[data-item]')).toHaveLength(2);
    expect(page.all('[data-item] [data-bundle-part]')).toHaveLength(2);
    expect(page.text('[data-item] [data-bundle-part] [data-part-name]')).toBe('4 × Bundle <b>Tee</b>');

    // The invoice page and its PDF: the parts under the bundle's line, priced within it.
    const invoice = parseHtml((await storeRequest(SUBDOMAIN, `/invoice/${order.hash}`)).text);
    expect(invoice.all('[data-line]')).toHaveLength(2);
    expect(invoice.all('[data-line] [data-bundle-part]')).toHaveLength(2);
    expect(invoice.text('[data-line] [data-bundle-part]')).toBe('4 × Bundle <b>Tee</b> (Black / S)');
    const pdf = await storeRequest(SUBDOMAIN, `/invoice/${order.hash}.pdf`);
    expect(pdf.status).toBe(200);
    const text = (await pdfText(pdf.bytes)).join('\n');
    expect(text).toContain('4 × Bundle <b>Tee</b> (Black / S)');
    expect(text).toContain('2 × Bundle Tote (Natural / One size)');

    // The order mail names the parts with their bundle.
    const mail = await eventually(
      () => db.selectFrom('mail_outbox').selectAll().where('to_address', '=', checkout.email).executeTakeFirst(),
      (row) => row !== undefined,
      10_000,
    );
    expect(mail!.text).toContain('with 4 × Bundle <b>Tee</b> (Black, S), 2 × Bundle Tote (Natural, One size)');

    // The order history counts a bundle once: its parts are inside it.
    const customer = await makeCustomer(db);
    await db.updateTable('orders').set({ user_id: customer.id }).where('id', '=', order.id).execute();
    const history = await listCustomerOrders(scope, customer.id);
    expect(history.orders.map((entry) => entry.itemCount)).toEqual([3]);
  });
});
