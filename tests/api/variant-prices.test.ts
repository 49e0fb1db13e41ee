// Prices per variant: a product's price matrix read and saved through the owner's product
// call (validated, another store's refused), shown on the product page for the chosen size
// with and without JavaScript (?size=, or the form's item[productSize]), and charged by the
// basket and the order. SQLite and PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { textContent } from 'domutils';
import { testDb } from '../support/api.ts';
import { parseHtml } from '../support/html.ts';
import { SessionClient } from '../support/session-client.ts';
import { makeOwner, makeProduct, makeStore, type TestStore } from '../support/factories/index.ts';
import { apiPath } from '../../src/schemas/api.ts';
import type { Product } from '../../src/schemas/product.ts';
import type { Db } from '../../src/platform/db/database.ts';
import { MATRIX_MESSAGES } from '../../src/server/merchant/owner-products/price-matrix-rules.ts';

type Json = Record<string, any>;
const ADD = '/omnis/v3/frontend/product/addItemToCart/';
const LIST = '/omnis/v3/basket/main/list/';
const ORDERS = '/omnis/v3/checkout/orders/';
const PAY = '/omnis/v3/payments/pay/';

const OPTIONS: Product['options'] = [
  { colour: { name: 'White', hex: '#ffffff' }, sizes: ['S', 'M', '2XL'], images: [], pro: false },
  { colour: { name: 'Black', hex: '#111111' }, sizes: ['S', 'M', '2XL'], images: [], pro: false },
];
/** £20.00; 2XL £22.00 in every colour; Black 2XL £24.00, on sale at £23.00. */
const MATRIX = [
  { colour: null, size: '2XL', price: 2200, salePrice: null },
  { colour: 'Black', size: '2XL', price: 2400, salePrice: 2300 },
];

let db: Db;
let shop: TestStore;
let rival: TestStore;
let owner: SessionClient;
let rivalOwner: SessionClient;
let tee: Product;

beforeAll(async () => {
  ({ db } = await testDb());
  [shop, rival] = await Promise.all([makeStore(db, { prefix: 'variant' }), makeStore(db, { prefix: 'rivalv' })]);
  tee = await makeProduct(shop, { name: 'Variant tee', options: OPTIONS, priceMatrix: MATRIX });
  ({ client: owner } = await makeOwner(shop, { session: true }));
  ({ client: rivalOwner } = await makeOwner(rival, { session: true }));
});

/** The price the product page shows: the visible one of the stacked prices, else the only one. */
function shownPrice(html: string): string {
  const page = parseHtml(html);
  return page.one('[data-variant-prices]') ? page.text('[data-variant-prices] [data-shown] .price') : page.text('.pricing .price');
}

const editBody = (extra: Json = {}) => ({
  name: 'Variant tee',
  description: '',
  price: 2000,
  salePrice: null,
  colours: ['White', 'Black'],
  collections: [],
  tags: [],
  enabled: true,
  ...extra,
});
const patch = (client: SessionClient, id: number, json: unknown) => client.request<Json>(apiPath('ownerProducts.update', { id }), { method: 'PATCH', json });

describe('the product page', () => {
  it('shows the colour’s price, with every size’s price drawn in one place for the script to show', async () => {
    const response = await new SessionClient(shop.subdomain).request(`/product/${tee.urlName}/`);
    expect(response.status).toBe(200);
    expect(shownPrice(response.text)).toBe('£20.00');
    const page = parseHtml(response.text);
    expect(page.all('[data-variant-prices] [data-size]').map((entry) => entry.attribs['data-size'])).toEqual(['', 'S', 'M', '2XL']);
    expect(page.text('[data-variant-prices] [data-size="2XL"] .price')).toBe('£22.00');
    // Without JavaScript a button reloads the page on the chosen size.
    expect(response.text).toMatch(/<noscript>\s*<button[^>]*formmethod="get"[^>]*>\s*Show the price of this size/);
  });

  it('shows the chosen size’s price and ticks it: ?size=, or the form’s own field; an unknown size is ignored', async () => {
    const visitor = new SessionClient(shop.subdomain);
    const twoXl = await visitor.request(`/product/${tee.urlName}/?size=2XL`);
    expect(shownPrice(twoXl.text)).toBe('£22.00');
    expect(parseHtml(twoXl.text).attr('input[name="item[productSize]"][value="2XL"]', 'checked')).toBeDefined();

    const black = await visitor.request(`/product/${tee.urlName}/black/?item%5BproductUrl%5D=${tee.urlName}&item%5BproductSize%5D=2XL`);
    expect(shownPrice(black.text)).toBe('Sale price £23.00Was £24.00');
    expect(parseHtml(black.text).text('[data-variant-prices] [data-shown] .save')).toBe('Save 4%');

    const unknown = await visitor.request(`/product/${tee.urlName}/?size=%3Cb%3E5XL`);
    expect(unknown.status).toBe(200);
    expect(shownPrice(unknown.text)).toBe('£20.00');
    expect(unknown.text).not.toContain('<b>5XL');
  });

  it('draws one price, and no size button, when every size costs the same', async () => {
    const plain = await makeProduct(shop, { name: 'Plain tee', options: OPTIONS });
    const response = await new SessionClient(shop.subdomain).request(`/product/${plain.urlName}/?size=2XL`);
    expect(parseHtml(response.text).one('[data-variant-prices]')).toBeNull();
    expect(shownPrice(response.text)).toBe('£20.00');
    expect(response.text).not.toContain('Show the price of this size');
  });
});

describe('the basket and the order', () => {
  it('charges the chosen size’s price: S £20.00, 2XL £22.00, Black 2XL its sale price, posted as JSON or as the plain form', async () => {
    const client = new SessionClient(shop.subdomain);
    const add = (colour: string, size: string) =>
      client.post<{ items: Json[] }>(ADD, { item: { productId: tee.id, productColor: colour, productSize: size }, name: 'main' });
    expect((await add('White', 'S')).status).toBe(200);
    expect((await add('White', '2XL')).status).toBe(200);
    const form = new URLSearchParams({ 'item[productUrl]': tee.urlName, 'item[productColor]': 'Black', 'item[productSize]': '2XL' });
    const posted = await client.request(ADD, { method: 'POST', body: form });
    expect(posted.status).toBe(303);
    const listed = await client.request<{ items: Json[] }>(LIST);
    expect(listed.json.items.map((item) => [item.options.Colour, item.options.Size, item.priceIncTax])).toEqual([
      ['White', 'S', 2000],
      ['White', '2XL', 2200],
      ['Black', '2XL', 2300],
    ]);
  });

  it('keeps each variant’s price on the order’s items, in its subtotal and on its invoice', async () => {
    const client = new SessionClient(shop.subdomain);
    await client.post(ADD, { item: { productId: tee.id, productColor: 'White', productSize: '2XL', quantity: 2 }, name: 'main' });
    await client.post(ADD, { item: { productId: tee.id, productColor: 'White', productSize: 'M' }, name: 'main' });
    const placed = await client.post<{ order: { uuid: string } }>(ORDERS, {
      email: `variant-${Date.now().toString(36)}@example.com`,
      shippingAddress: { name: 'Olivia Shopper', company: '', street: '1 High Street', city: 'London', state: '', country: 'GB', zip: 'SW1A 1AA' },
      shippingMethod: 'standard',
    });
    expect(placed.status, placed.text).toBe(201);
    const order = await db.selectFrom('orders').selectAll().where('uuid', '=', placed.json.order.uuid).executeTakeFirstOrThrow();
    const items = await db.selectFrom('order_items').select(['size', 'quantity', 'price']).where('order_id', '=', order.id).orderBy('id').execute();
    expect(items).toEqual([
      { size: '2XL', quantity: 2, price: 2200 },
      { size: 'M', quantity: 1, price: 2000 },
    ]);
    expect(order.subtotal).toBe(2 * 2200 + 2000);

    const paid = await client.post<{ status: string }>(PAY, {
      order: order.uuid,
      number: '4242424242424242',
      expiry: '12/39',
      cvc: '123',
      name: 'Olivia Shopper',
      idempotencyKey: `variant_${Date.now().toString(36)}`,
    });
    expect(paid.json.status, paid.text).toBe('paid');
    const invoice = parseHtml((await client.request(`/invoice/${order.hash}`)).text);
    expect(invoice.all('[data-line-total]').map((cell) => textContent(cell).trim())).toEqual(['£44.00', '£20.00']);
  });
});

describe('the owner’s product call', () => {
  it('reads the matrix (edit screen and read call), saves a new one, and leaves it as it is when none is sent', async () => {
    const product = await makeProduct(shop, { name: 'Editable tee', options: OPTIONS });
    const screen = await owner.request(`/dashboard/store/products/${product.id}/`);
    expect(screen.status).toBe(200);
    expect(screen.text).toContain('&quot;sizes&quot;:[1,[[0,&quot;S&quot;]');
    const matrix = [{ colour: null, size: '2XL', price: 2300, salePrice: null }];
    const saved = await patch(owner, product.id, editBody({ priceMatrix: matrix }));
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.product.priceMatrix).toEqual(matrix);
    const kept = await patch(owner, product.id, editBody({ name: 'Renamed tee' }));
    expect(kept.json.product.priceMatrix).toEqual(matrix);
    const read = await owner.request<Json>(apiPath('ownerProducts.read', { id: product.id }));
    expect(read.json.product.priceMatrix).toEqual(matrix);
    const page = await new SessionClient(shop.subdomain).request(`/product/${product.urlName}/?size=2XL`);
    expect(shownPrice(page.text)).toBe('£23.00');
    const cleared = await patch(owner, product.id, editBody({ priceMatrix: [] }));
    expect(cleared.json.product.priceMatrix).toEqual([]);
  });

  it('refuses a broken matrix with a message per row and field, writing nothing', async () => {
    const product = await makeProduct(shop, { name: 'Checked tee', options: OPTIONS, priceMatrix: MATRIX });
    const refused = await patch(
      owner,
      product.id,
      editBody({
        priceMatrix: [
          { colour: 'Plaid', size: null, price: 100, salePrice: null },
          { colour: null, size: '5XL', price: 100, salePrice: null },
          { colour: null, size: 'S', price: 2500, salePrice: 2600 },
          { colour: 'White', size: 'M', price: null, salePrice: null },
        ],
      }),
    );
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toEqual({
      'priceMatrix.0.colour': [MATRIX_MESSAGES.colour],
      'priceMatrix.1.size': [MATRIX_MESSAGES.size],
      'priceMatrix.2.salePrice': ['The sale price must be below the price.'],
      'priceMatrix.3.price': [MATRIX_MESSAGES.empty],
    });
    const negative = await patch(owner, product.id, editBody({ priceMatrix: [{ size: 'S', price: -1 }] }));
    expect(negative.status).toBe(422);
    expect(negative.json.errors['priceMatrix.0.price']).toEqual(['Must be at least 0.']);
    const fraction = await patch(owner, product.id, editBody({ priceMatrix: [{ size: 'S', price: 12.5 }] }));
    expect(fraction.json.errors['priceMatrix.0.price']).toEqual(['Must be a whole number of pennies.']);
    const row = await db.selectFrom('products').select('price_matrix_json').where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.price_matrix_json)).toEqual(MATRIX);
  });

  it('refuses another store’s owner (403) and writes nothing', async () => {
    const foreign = await patch(rivalOwner, tee.id, editBody({ priceMatrix: [] }));
    expect(foreign.status).toBe(403);
    const row = await db.selectFrom('products').select('price_matrix_json').where('id', '=', tee.id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.price_matrix_json)).toEqual(MATRIX);
  });
});
