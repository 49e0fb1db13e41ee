// The affiliate programme — links set a store-scoped attribution cookie and
// count clicks, orders placed with the cookie are attributed, statistics count paid orders
// only, and only the store's own people read or change its programme.
import { beforeAll, describe, expect, it } from 'vitest';
import { latestMailTo, storeRequest, testStore, testStoreOrigin, type StoreResponse } from '../support/api.ts';
import { SessionClient } from '../support/session-client.ts';
import { makeBasket, makeOrder, makeOwner, uniqueEmail, type TestStore } from '../support/factories/index.ts';
import { attributeOrder } from '../../src/server/commerce/affiliates/attribute-order.ts';
import type { Db } from '../../src/platform/db/database.ts';

let db: Db;
let demo: TestStore;
let north: TestStore;
let demoId: number;
let northId: number;
let owner: SessionClient;
const calls = (division: number) => `/omnis/v3/divisions/${division}/affiliates`;
const setCookies = (response: StoreResponse) => [response.headers['set-cookie'] ?? []].flat();
const affCookie = (response: StoreResponse) => setCookies(response).find((line) => line.startsWith('pf_aff='));
const code = () => `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface Figures {
  clicks: number;
  orders: number;
  revenue: number;
  commission: number;
}

beforeAll(async () => {
  [demo, north] = [await testStore('demo'), await testStore('north')];
  ({ db } = demo);
  [demoId, northId] = [demo.division.id, north.division.id];
  ({ client: owner } = await makeOwner(demo, { session: true }));
  await db.deleteFrom('affiliate_settings').where('division_id', '=', demoId).execute();
});

async function addAffiliate(client = owner, division = demoId, body: Record<string, unknown> = {}) {
  const response = await client.post<{ affiliate: { id: number; code: string; link: string } }>(`${calls(division)}/`, {
    name: 'Anna Affiliate',
    email: uniqueEmail('aff'),
    code: code(),
    ...body,
  });
  expect(response.status, response.text).toBe(201);
  return response.json.affiliate;
}

async function statsOf(affiliateCode: string) {
  const response = await owner.request<{ totals: Figures; affiliates: (Figures & { code: string })[] }>(`${calls(demoId)}/stats/?code=${affiliateCode}`);
  expect(response.status, response.text).toBe(200);
  return response.json;
}

describe('affiliates and their links', () => {
  it('adds an affiliate with its link; a taken code is a 422', async () => {
    const affiliateCode = code();
    const affiliate = await addAffiliate(owner, demoId, { code: affiliateCode.toUpperCase() });
    expect(affiliate.code).toBe(affiliateCode);
    expect(affiliate.link).toBe(`${testStoreOrigin('demo')}/a/${affiliateCode}/`);
    const again = await owner.post<{ errors: Record<string, string[]> }>(`${calls(demoId)}/`, {
      name: 'Other',
      email: uniqueEmail('aff'),
      code: affiliateCode,
    });
    expect(again.status).toBe(422);
    expect(again.json.errors).toEqual({ code: ['This code is already in use.'] });
    const invalid = await owner.post<{ errors: Record<string, string[]> }>(`${calls(demoId)}/`, { name: '', email: 'nope' });
    expect(invalid.status).toBe(422);
    expect(invalid.json.errors).toEqual({ name: ['This field is required.'], email: ['Please enter a valid email address.'] });
  });

  it("/a/{code}/ counts a click and sets a first-party, HttpOnly cookie for the store's lifetime", async () => {
    const affiliate = await addAffiliate();
    const response = await storeRequest('demo', `/a/${affiliate.code}/`);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/');
    const cookie = affCookie(response);
    expect(cookie).toMatch(new RegExp(`^pf_aff=${affiliate.code}\\.\\d+;`));
    expect(cookie).toMatch(/Max-Age=2592000/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
    expect((await statsOf(affiliate.code)).totals.clicks).toBe(1);
    // The same visitor following the link again renews the cookie but is not a new click.
    const again = await storeRequest('demo', `/a/${affiliate.code}/`, { headers: { cookie: cookie!.split(';')[0]! } });
    expect(affCookie(again)).toMatch(/^pf_aff=/);
    expect((await statsOf(affiliate.code)).totals.clicks).toBe(1);
    await storeRequest('demo', `/a/${affiliate.code}/`);
    expect((await statsOf(affiliate.code)).totals.clicks).toBe(2);
  });

  it('?aff={code} on any page does the same and redirects to the page without it', async () => {
    const affiliate = await addAffiliate();
    const response = await storeRequest('demo', `/about/?aff=${affiliate.code}&x=1`);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/about/?x=1');
    expect(affCookie(response)).toMatch(new RegExp(`^pf_aff=${affiliate.code}\\.`));
    expect((await statsOf(affiliate.code)).totals.clicks).toBe(1);
  });

  it('/a/{code}/?to= goes to a path of this store only (no open redirect)', async () => {
    const affiliate = await addAffiliate();
    expect((await storeRequest('demo', `/a/${affiliate.code}/?to=%2Fcollection%2Fhoodies%2F`)).headers.location).toBe('/collection/hoodies/');
    for (const to of ['https://evil.example/', '//evil.example/', '/\\evil.example']) {
      expect((await storeRequest('demo', `/a/${affiliate.code}/?to=${encodeURIComponent(to)}`)).headers.location, to).toBe('/');
    }
  });

  it("an unknown code, or another store's, still reaches the store but sets nothing", async () => {
    const northOwner = (await makeOwner(north, { session: true })).client;
    const northAffiliate = await addAffiliate(northOwner, northId);
    for (const path of ['/a/nobody-here/', `/a/${northAffiliate.code}/`, `/?aff=${northAffiliate.code}`]) {
      const response = await storeRequest('demo', path);
      expect(response.status, path).toBe(302);
      expect(affCookie(response), path).toBeUndefined();
    }
  });
});

describe('attribution and statistics', () => {
  async function orderThrough(cookieValue: string | undefined): Promise<number> {
    const basket = await makeBasket(demo, [1]);
    const client = new SessionClient('demo');
    client.cookies.set('pf_visitor', basket.token);
    if (cookieValue) client.cookies.set('pf_aff', cookieValue);
    const response = await client.post<{ order: { uuid: string } }>('/omnis/v3/checkout/orders/', {
      email: uniqueEmail('shopper'),
      shippingAddress: { name: 'Olivia Shopper', street: '1 High Street', city: 'London', country: 'GB', zip: 'SW1A 1AA' },
      shippingMethod: 'standard',
    });
    expect(response.status, response.text).toBe(201);
    return (await db.selectFrom('orders').select('id').where('uuid', '=', response.json.order.uuid).executeTakeFirstOrThrow()).id;
  }
  const attribution = (orderId: number) => db.selectFrom('affiliate_orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();

  it('attributes an order placed with the cookie, at the rate of that moment', async () => {
    const affiliate = await addAffiliate();
    const arrival = affCookie(await storeRequest('demo', `/a/${affiliate.code}/`))!;
    const value = arrival.split(';')[0]!.slice('pf_aff='.length);
    const orderId = await orderThrough(value);
    expect(await attribution(orderId)).toMatchObject({ affiliate_id: affiliate.id, division_id: demoId, commission_rate_bp: 1000 });
    expect(await attribution(await orderThrough(undefined))).toBeUndefined();
  });

  it("does not attribute with an expired cookie (the store's lifetime, checked on the server) or another store's code", async () => {
    const affiliate = await addAffiliate();
    const thirtyOneDaysAgo = Date.now() - 31 * 24 * 60 * 60 * 1000;
    expect(await attribution(await orderThrough(`${affiliate.code}.${thirtyOneDaysAgo}`))).toBeUndefined();
    const northAffiliate = await addAffiliate((await makeOwner(north, { session: true })).client, northId);
    expect(await attribution(await orderThrough(`${northAffiliate.code}.${Date.now()}`))).toBeUndefined();
  });

  it('counts only paid orders: revenue is what was paid, commission the rate of the goods excluding VAT', async () => {
    const affiliate = await addAffiliate();
    const waiting = await orderThrough(`${affiliate.code}.${Date.now()}`);
    expect((await statsOf(affiliate.code)).totals).toMatchObject({ orders: 0, revenue: 0, commission: 0 });

    await db.updateTable('orders').set({ status: 'paid' }).where('id', '=', waiting).execute();
    const paid = await db.selectFrom('orders').selectAll().where('id', '=', waiting).executeTakeFirstOrThrow();
    const goods = paid.total - paid.shipping - paid.shipping_tax - paid.goods_tax;
    // A refunded order never earns, whatever it was attributed.
    const refunded = await makeOrder(demo, { status: 'refunded' });
    expect(await attributeOrder(demo, refunded.id, `${affiliate.code}.${Date.now()}`)).toBe(true);

    const stats = await statsOf(affiliate.code);
    expect(stats.totals).toEqual({ clicks: 0, orders: 1, revenue: paid.total, commission: Math.round(goods / 10) });
    expect(stats.affiliates).toHaveLength(1);
    expect(stats.affiliates[0]).toMatchObject({ code: affiliate.code, orders: 1, revenue: paid.total });
  });
});

describe('commission settings', () => {
  it('are saved, or refused with the validation messages for bad values', async () => {
    const bad = await owner.request<{ errors: Record<string, string[]> }>(`${calls(demoId)}/settings/`, {
      method: 'PUT',
      json: { commissionRate: '12.345', cookieDays: 0 },
    });
    expect(bad.status).toBe(422);
    expect(bad.json.errors).toEqual({ commissionRate: ['Must contain a number with up to two decimal places.'], cookieDays: ['Min 1'] });
    const version = async () => (await db.selectFrom('divisions').select('content_version').where('id', '=', demoId).executeTakeFirstOrThrow()).content_version;
    const before = await version();
    const saved = await owner.request<{ settings: unknown }>(`${calls(demoId)}/settings/`, {
      method: 'PUT',
      json: { enabled: true, commissionRate: '12.5', cookieDays: 7 },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.settings).toEqual({ enabled: true, commissionRate: 12.5, cookieDays: 7 });
    // The affiliate blocks show the terms on cached pages: saving them makes those stale.
    expect(await version()).toBe(before + 1);
    const affiliate = await addAffiliate();
    expect(affCookie(await storeRequest('demo', `/a/${affiliate.code}/`))).toMatch(/Max-Age=604800/i);
    await owner.request(`${calls(demoId)}/settings/`, { method: 'PUT', json: { enabled: true, commissionRate: 10, cookieDays: 30 } });
  });
});

describe('who may use the programme calls', () => {
  it("signed out is 401; without the XSRF header 403; another store's owner 403", async () => {
    expect((await storeRequest('demo', `${calls(demoId)}/stats/`)).status).toBe(401);
    const noHeader = (await makeOwner(demo, { session: true })).client;
    noHeader.xsrf = false;
    expect((await noHeader.post(`${calls(demoId)}/`, { name: 'X', email: uniqueEmail('x') })).status).toBe(403);

    const other = (await makeOwner(north, { session: 'demo' })).client;
    const stats = await other.request<{ message: string }>(`${calls(demoId)}/stats/`);
    expect(stats.status).toBe(403);
    expect(stats.json.message).toBe("Oops... Looks like you're trying to access a page from another store");
    const northOwner = (await makeOwner(north, { session: true })).client;
    expect((await northOwner.request(`${calls(demoId)}/stats/`)).status).toBe(403);
    expect((await northOwner.request(`${calls(northId)}/stats/`)).status).toBe(200);
  });
});

describe('the affiliate sign-up form (affiliateAttribution block), without JavaScript', () => {
  const form = (fields: Record<string, string>, origin = testStoreOrigin('demo')) =>
    storeRequest('demo', '/affiliates/join/', { method: 'POST', body: new URLSearchParams(fields), headers: { origin } });

  it('makes the affiliate, e-mails the link and shows it', async () => {
    const email = uniqueEmail('joiner');
    const response = await form({ name: 'Jo Joiner', email });
    expect(response.status, response.text).toBe(303);
    const location = String(response.headers.location);
    expect(location).toMatch(/^\/affiliates\/join\/\?code=[a-z0-9-]+$/);
    const page = await storeRequest('demo', location);
    const joinedCode = location.split('code=')[1]!;
    expect(page.text).toContain(`${testStoreOrigin('demo')}/a/${joinedCode}/`);
    expect((await latestMailTo(email)).text).toContain(`/a/${joinedCode}/`);
  });

  it('answers bad fields on the form and refuses a post from another site', async () => {
    const invalid = await form({ name: '"><b>x</b>', email: 'nope' });
    expect(invalid.status).toBe(422);
    expect(invalid.text).toContain('Please enter a valid email address.');
    // Given back inside the value attribute with its quote escaped, so it cannot leave it.
    expect(invalid.text).toContain('value="&quot;><b>x</b>"');
    expect(invalid.text).not.toContain('value=""><b>');
    const email = uniqueEmail('elsewhere');
    expect((await form({ name: 'Eve', email }, 'https://evil.example')).status).toBe(403);
    expect(await db.selectFrom('affiliates').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });
});

describe('/dashboard/store/affiliates/', () => {
  it("shows the owner the programme: the nav, the figures, each affiliate's link and the two forms", async () => {
    const affiliate = await addAffiliate(owner, demoId, { name: '<i>Ivy</i>' });
    const page = await owner.request('/dashboard/store/affiliates/');
    expect(page.status, page.text.slice(0, 300)).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.text).toMatch(/<a href="\/dashboard\/store\/affiliates\/" aria-current="page"[^>]*>Affiliates<\/a>/);
    expect(page.text).toContain(`${testStoreOrigin('demo')}/a/${affiliate.code}/`);
    expect(page.text).toContain('&lt;i&gt;Ivy&lt;/i&gt;');
    expect(page.text).toContain(`data-action="/omnis/v3/divisions/${demoId}/affiliates/settings/"`);
    expect(page.text).toMatch(/<svg viewBox="0 0 600 200" role="img"/);
  });
  it("is another store's page for an owner of another store, and asks visitors to log in", async () => {
    const northOwner = (await makeOwner(north, { session: 'demo' })).client;
    expect((await northOwner.request('/dashboard/store/affiliates/')).status).toBe(403);
    const visitor = await storeRequest('demo', '/dashboard/store/affiliates/');
    expect(visitor.status).toBe(302);
    expect(String(visitor.headers.location)).toMatch(/^\/login\//);
  });
});

describe('the affiliateSettings block', () => {
  it("is the owner's commission form in the editor's preview, and only the terms for shoppers", async () => {
    const preview = await owner.request('/all-blocks/?preview=1');
    expect(preview.text).toContain(`data-action="/omnis/v3/divisions/${demoId}/affiliates/settings/"`);
    const shoppers = await storeRequest('demo', '/all-blocks/');
    expect(shoppers.text).not.toContain('data-affiliate-form');
    expect(shoppers.text).toMatch(/<dl class="affiliate-terms/);
  });
});
