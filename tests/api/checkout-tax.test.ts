// Tax by destination at checkout, through the API the checkout form posts to: the demo store
// (UK VAT, with an IOSS number) and north (UK VAT only), consumers and businesses, the UK, the
// EU and beyond. Each order keeps how it was taxed and each item its rate. The checkout page
// says what the treatment means. SQLite and PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { testDb, testStore } from '../support/api.ts';
import { SessionClient } from '../support/session-client.ts';
import { makeBasket } from '../support/factories/index.ts';
import type { Db } from '../../src/platform/db/database.ts';
import { taxIncluded } from '../../src/server/commerce/tax/vat-rates.ts';

const ORDERS = '/omnis/v3/checkout/orders/';
let db: Db;
beforeAll(async () => {
  ({ db } = await testDb());
});

const email = () => `tax-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
const address = (country: string, zip: string) => ({
  name: 'Ada Buyer',
  street: '1 Market Street',
  city: 'Somewhere',
  country,
  zip,
  ...(country !== 'GB' && country !== 'US' ? { eori: `${country} 123456789012345` } : {}),
});

/** A visitor of `host` holding one line of its first product (or of `productId`). */
async function shopper(host: string, quantities = [1]): Promise<SessionClient> {
  const basket = await makeBasket(await testStore(host), quantities);
  const client = new SessionClient(host);
  client.cookies.set('pf_visitor', basket.token);
  return client;
}

async function order(host: string, country: string, zip: string, extra: Record<string, unknown> = {}, quantities = [1]) {
  const client = await shopper(host, quantities);
  const response = await client.post<{ order: { uuid: string }; errors?: Record<string, string[]> }>(ORDERS, {
    email: email(),
    shippingAddress: address(country, zip),
    shippingMethod: 'standard',
    ...extra,
  });
  return { response, client };
}

async function placed(host: string, country: string, zip: string, extra: Record<string, unknown> = {}, quantities = [1]) {
  const { response } = await order(host, country, zip, extra, quantities);
  expect(response.status, response.text).toBe(201);
  const row = await db.selectFrom('orders').selectAll().where('uuid', '=', response.json.order.uuid).executeTakeFirstOrThrow();
  const items = await db.selectFrom('order_items').selectAll().where('order_id', '=', row.id).where('bundle_parent_id', 'is', null).execute();
  return { row, items };
}

describe('tax by destination at checkout', () => {
  it('the UK: UK VAT inside each price', async () => {
    const { row, items } = await placed('demo', 'GB', 'SW1A 1AA');
    expect(row.tax_treatment).toBe('uk');
    for (const item of items) expect(item).toMatchObject({ tax_rate_bp: 2000, tax: taxIncluded(item.price, 2000) });
    expect(row.goods_tax).toBeGreaterThan(0);
  });

  it("the UK, a children's T-shirt: zero-rated", async () => {
    const demo = await testStore('demo');
    const kids = await db
      .selectFrom('products')
      .select(['id', 'price'])
      .where('division_id', '=', demo.division.id)
      .where('tax_category', '=', 'childrens-clothing')
      .executeTakeFirstOrThrow();
    const basket = await makeBasket(demo, [1], { productIds: [kids.id] });
    const client = new SessionClient('demo');
    client.cookies.set('pf_visitor', basket.token);
    const response = await client.post<{ order: { uuid: string } }>(ORDERS, {
      email: email(),
      shippingAddress: address('GB', 'SW1A 1AA'),
      shippingMethod: 'express',
    });
    expect(response.status, response.text).toBe(201);
    const row = await db.selectFrom('orders').selectAll().where('uuid', '=', response.json.order.uuid).executeTakeFirstOrThrow();
    expect(row.goods_tax).toBe(0);
    // Delivery is still standard-rated.
    expect(row.shipping_tax).toBe(taxIncluded(row.shipping, 2000));
  });

  it('an EU consumer of a store with IOSS, under €150: the destination’s VAT (Hungary 27%)', async () => {
    const { row, items } = await placed('demo', 'HU', '1051');
    expect(row.tax_treatment).toBe('ioss');
    for (const item of items) expect(item).toMatchObject({ tax_rate_bp: 2700, tax: taxIncluded(item.price, 2700) });
    expect(row.shipping_tax).toBe(taxIncluded(row.shipping, 2700));
  });

  it('an EU consumer over €150, or of a store without IOSS: no VAT charged, import VAT due on delivery', async () => {
    const over = await placed('demo', 'DE', '10115', {}, [8]);
    expect(over.row.tax_treatment).toBe('import-vat-due');
    expect(over.row.goods_tax + over.row.shipping_tax).toBe(0);
    const noIoss = await placed('north', 'FR', '75001');
    expect(noIoss.row.tax_treatment).toBe('import-vat-due');
    expect(noIoss.row.goods_tax).toBe(0);
  });

  it('the United States: an export, zero-rated', async () => {
    const { row } = await placed('demo', 'US', '10001');
    expect(row.tax_treatment).toBe('export');
    expect(row.goods_tax + row.shipping_tax).toBe(0);
  });

  it('an EU business with a valid VAT number of the delivery country: reverse charge, its number kept', async () => {
    const { row } = await placed('demo', 'DE', '10115', { vatNumber: 'de 136 695 976' });
    expect(row).toMatchObject({ tax_treatment: 'reverse-charge', buyer_vat_number: 'DE136695976', goods_tax: 0, shipping_tax: 0 });
  });

  it('an invalid VAT number, or one of another country, is refused beside its field (422) and nothing is written', async () => {
    const before = await db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const invalid = await order('demo', 'DE', '10115', { vatNumber: 'DE136695977' });
    expect(invalid.response.status).toBe(422);
    expect(invalid.response.json.errors?.vatNumber).toEqual(['This VAT number is not valid. Please check it.']);
    const elsewhere = await order('demo', 'FR', '75001', { vatNumber: 'DE136695976' });
    expect(elsewhere.response.json.errors?.vatNumber).toEqual(['The VAT number must be registered in the delivery country.']);
    const after = await db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('the checkout page tells the shopper what the treatment means', async () => {
    const client = await shopper('north');
    client.xsrf = false;
    const page = await client.request('/checkout/', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams({
        email: email(),
        'shippingAddress.country': 'FR',
        shippingMethod: 'standard',
        billingSameAsShipping: 'on',
        action: 'update',
      }),
    });
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-tax-treatment="import-vat-due"');
    expect(page.text).toContain('Import VAT and any customs duty may be due on delivery');
    expect(page.text).toContain('VAT number (business customers)');
  });
});
