// The store's tax settings screen (/dashboard/store/settings/tax/): the owner sets the UK VAT
// number, the IOSS number, whether prices include VAT and the invoice address; each field is
// checked; members without the settings right and forms from other sites are refused; and
// what is saved decides the tax of the next order. SQLite and PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { testDb } from '../support/api.ts';
import { makeBasket, makeOwner, makeProduct, makeStore, uniqueName, type TestStore } from '../support/factories/index.ts';
import { SessionClient } from '../support/session-client.ts';
import type { StoreResponse } from '../support/http.ts';
import type { Db } from '../../src/platform/db/database.ts';

const PATH = '/dashboard/store/settings/tax/';
let db: Db;
let store: TestStore;
let owner: SessionClient;
let member: SessionClient;

beforeAll(async () => {
  ({ db } = await testDb());
  store = await makeStore(db, { subdomain: uniqueName('tax') });
  ({ client: owner } = await makeOwner(store, { session: true }));
  ({ client: member } = await makeOwner(store, { role: 'staff', session: true }));
});

async function formPost(client: SessionClient, fields: Record<string, string>, site = 'same-origin'): Promise<StoreResponse> {
  client.xsrf = false;
  try {
    return await client.request(PATH, { method: 'POST', body: new URLSearchParams(fields), headers: { 'sec-fetch-site': site } });
  } finally {
    client.xsrf = true;
  }
}
const settings = () => db.selectFrom('invoice_sellers').selectAll().where('division_id', '=', store.division.id).executeTakeFirst();

describe('tax settings', () => {
  it('checks each field and keeps what was typed (422), writing nothing', async () => {
    const refused = await formPost(owner, { vatNumber: 'GB123', iossNumber: 'IM12', pricesIncludeTax: 'maybe', address: 'x'.repeat(501) });
    expect(refused.status).toBe(422);
    for (const message of [
      'Enter a UK VAT number, e.g. GB123456789.',
      'An IOSS number is IM followed by 10 digits, e.g. IM3720012345.',
      'Choose whether your prices include VAT.',
      'The address can be at most 500 characters.',
    ])
      expect(refused.text).toContain(message);
    expect(refused.text).toContain('value="IM12"');
    expect((await formPost(owner, { vatNumber: 'GB980780685', pricesIncludeTax: 'yes' })).text).toContain('This VAT number is not valid. Please check it.');
    expect(await settings()).toBeUndefined();
  });

  it('saves them (303 back, "Saved."), and the next EU order is taxed under IOSS', async () => {
    const saved = await formPost(owner, {
      vatNumber: 'gb 980 7806 84',
      iossNumber: 'im3720012345',
      pricesIncludeTax: 'yes',
      address: '1 Quay Street\nBristol BS1 4XX',
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.location).toBe(`${PATH}?saved=1`);
    expect(await settings()).toMatchObject({
      vat_number: 'GB980780684',
      ioss_number: 'IM3720012345',
      prices_include_tax: 1,
      address: '1 Quay Street\nBristol BS1 4XX',
    });
    const page = await owner.request(`${PATH}?saved=1`);
    expect(page.text).toContain('Saved.');
    expect(page.text).toContain('value="IM3720012345"');

    await makeProduct(store, { price: 2500 });
    const basket = await makeBasket(store, [1]);
    const shopper = new SessionClient(store.subdomain);
    shopper.cookies.set('pf_visitor', basket.token);
    const order = await shopper.post<{ order: { uuid: string } }>('/omnis/v3/checkout/orders/', {
      email: `tax-${Date.now()}@example.com`,
      shippingAddress: { name: 'Ines', street: '3 Rue Neuve', city: 'Paris', country: 'FR', zip: '75001', eori: 'FR 123456789012345' },
      shippingMethod: 'standard',
    });
    expect(order.status, order.text).toBe(201);
    const row = await db.selectFrom('orders').select(['tax_treatment', 'goods_tax']).where('uuid', '=', order.json.order.uuid).executeTakeFirstOrThrow();
    expect(row.tax_treatment).toBe('ioss');
    expect(row.goods_tax).toBeGreaterThan(0);
  });

  it('refuses a member without the settings right and a form from another site (403)', async () => {
    const refused = await formPost(member, { vatNumber: '', iossNumber: '', pricesIncludeTax: 'no' });
    expect(refused.status).toBe(403);
    expect((await formPost(owner, { vatNumber: '', iossNumber: '', pricesIncludeTax: 'no' }, 'cross-site')).status).toBe(403);
    expect((await settings())?.prices_include_tax).toBe(1);
  });
});
