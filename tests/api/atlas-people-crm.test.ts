// Customers and CRM: staff search, filter and page through every customer, read one with
// their orders and quotes, and edit their record under the validation rules (UK phone, url,
// email); nobody else may. SQLite and PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { storeRequest, testDb, testStore } from '../support/api.ts';
import { makeCustomer, makeOrder } from '../support/factories/index.ts';
import { moveOrder } from '../../src/server/commerce/orders/move-order.ts';
import { peopleScreens } from '../../src/lib/people-screens.ts';
import { demoOwner, seedStaff, shopper, type Json } from './atlas-people-fixture.ts';
import type { SessionClient } from '../support/session-client.ts';
import { apiPath } from '../../src/schemas/api.ts';

const UNIQUE = `Zed${Date.now().toString(36)}`;
let staff: SessionClient;
let owner: SessionClient;
let buyer: SessionClient;
let customer: { id: number; email: string };
let orderId: number;
let quoteId: number;

const record = (overrides: Json = {}) => ({
  firstName: 'Casey',
  lastName: 'Customer',
  company: `${UNIQUE} Records`,
  jobTitle: 'Buyer',
  phone: '020 7946 0018',
  mobile: '07700 900123',
  email: customer.email,
  website: 'https://example.com/label',
  social: { instagram: 'caseyrecords' },
  potentialValue: 250000,
  notes: 'Met at the <b>fair</b>',
  leadStatus: 'proposal',
  services: ['bespoke', 'bulk orders'],
  industries: ['music'],
  role: 'creator',
  ...overrides,
});

beforeAll(async () => {
  [staff, owner, buyer] = await Promise.all([seedStaff(), demoOwner(), shopper()]);
  const demo = await testStore('demo');
  customer = await makeCustomer(demo.db);
  orderId = (await makeOrder(demo, { userId: customer.id, email: customer.email })).id;
  // Yesterday's quote, its terms since asked for: still one of their quotes.
  const yesterday = new Date(Date.now() - 86_400_000).toISOString();
  quoteId = (await makeOrder(demo, { userId: customer.id, email: customer.email, status: 'quote', createdAt: yesterday })).id;
  await moveOrder(demo, quoteId, 'bespoke_requested_terms', null);
});

describe('who may use the CRM', () => {
  it('refuses the signed out (401), store owners and shoppers (403), on every call and the screens', async () => {
    const calls: [string, string][] = [
      ['GET', apiPath('people.customers')],
      ['GET', apiPath('people.customer', { id: customer.id })],
      ['PATCH', apiPath('people.updateCustomer', { id: customer.id })],
    ];
    for (const [method, path] of calls) {
      expect((await storeRequest('demo', path, { method, json: method === 'PATCH' ? record() : undefined })).status).toBe(method === 'PATCH' ? 403 : 401);
      for (const client of [owner, buyer]) {
        const response = await client.request<Json>(path, { method, json: method === 'PATCH' ? record({ leadStatus: 'lost' }) : undefined });
        expect(response.status, `${method} ${path}`).toBe(403);
        expect(response.json.message).toBe('Permission denied');
      }
    }
    expect((await owner.request(peopleScreens.customers)).status).toBe(403);
    expect((await buyer.request(peopleScreens.customer(customer.id))).status).toBe(403);
    expect((await storeRequest('demo', peopleScreens.customers)).status).toBe(302);
    const { db } = await testDb();
    expect(await db.selectFrom('customer_profiles').select('user_id').where('user_id', '=', customer.id).executeTakeFirst()).toBeUndefined();
  });
});

describe('editing a customer', () => {
  it('refuses bad contact details with the spec messages and writes nothing', async () => {
    const cases: [Json, string, string][] = [
      [{ phone: '12345' }, 'phone', 'Please enter a valid UK phone number.'],
      [{ website: 'javascript:alert(1)' }, 'website', 'Please enter a valid url.'],
      [{ email: 'nobody' }, 'email', 'Please enter a valid email address.'],
      [{ leadStatus: 'hot' }, 'leadStatus', 'Please choose one of the options.'],
    ];
    for (const [change, field, message] of cases) {
      const response = await staff.request<Json>(apiPath('people.updateCustomer', { id: customer.id }), { method: 'PATCH', json: record(change) });
      expect(response.status, field).toBe(422);
      expect(response.json.errors[field]).toEqual([message]);
      expect(response.json.message).toBe(message);
    }
    const { db } = await testDb();
    expect(await db.selectFrom('customer_profiles').select('user_id').where('user_id', '=', customer.id).executeTakeFirst()).toBeUndefined();
    expect((await staff.request(apiPath('people.updateCustomer', { id: 999_999_999 }), { method: 'PATCH', json: record() })).status).toBe(404);
  });

  it('saves the record, lead status and tags, and shows it escaped on the customer page', async () => {
    const saved = await staff.request<Json>(apiPath('people.updateCustomer', { id: customer.id }), { method: 'PATCH', json: record() });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.customer).toMatchObject({
      company: `${UNIQUE} Records`,
      leadStatus: 'proposal',
      services: ['bespoke', 'bulk orders'],
      industries: ['music'],
      role: 'creator',
      potentialValue: 250000,
      website: 'https://example.com/label',
      verified: true,
      eulaSigned: true,
      social: { instagram: 'caseyrecords' },
    });
    const screen = await staff.request(peopleScreens.customer(customer.id));
    expect(screen.status).toBe(200);
    expect(screen.text).toContain(`${UNIQUE} Records`);
    expect(screen.text).not.toContain('<b>fair</b>');
    expect(screen.headers['cache-control']).toMatch(/no-store|private/);
  });

  it('lists their orders and, separately, the orders that were ever a quote, linking to the order page', async () => {
    const { json } = await staff.request<Json>(apiPath('people.customer', { id: customer.id }));
    expect(json.customer.orders.map((order: Json) => order.id).sort()).toEqual([orderId, quoteId].sort());
    expect(json.customer.quotes.map((order: Json) => order.id)).toEqual([quoteId]);
    const screen = await staff.request(peopleScreens.customer(customer.id));
    expect(screen.text).toContain(`href="/atlas/orders/${quoteId}/"`);
    expect((await staff.request(apiPath('people.customer', { id: 999_999_999 }))).status).toBe(404);
    expect((await staff.request(peopleScreens.customer(999_999_999))).status).toBe(404);
  });
});

describe('the CRM list', () => {
  it('finds customers by company, name or e-mail, and filters by lead status and tag', async () => {
    const ids = async (query: Json) => {
      const response = await staff.request<Json>(apiPath('people.customers', query));
      expect(response.status, response.text).toBe(200);
      return response.json.customers.map((entry: Json) => entry.id);
    };
    expect(await ids({ search: UNIQUE.toLowerCase() })).toEqual([customer.id]);
    expect(await ids({ search: customer.email.toUpperCase() })).toEqual([customer.id]);
    expect(await ids({ search: UNIQUE, leadStatus: 'proposal', tag: 'music' })).toEqual([customer.id]);
    expect(await ids({ search: UNIQUE, leadStatus: 'won' })).toEqual([]);
    expect(await ids({ search: UNIQUE, tag: 'sport' })).toEqual([]);
    // Wildcards typed in the search are taken literally.
    expect(await ids({ search: '%' })).toEqual([]);
  });

  it('pages through everyone, 25 at a time, and refuses unknown filters', async () => {
    const first = await staff.request<Json>(apiPath('people.customers'));
    expect(first.json.customers.length).toBe(Math.min(25, first.json.total));
    expect(first.json.lastPage).toBe(Math.max(1, Math.ceil(first.json.total / 25)));
    expect((await staff.request<Json>(apiPath('people.customers', { leadStatus: 'hot' }))).status).toBe(422);
    expect((await staff.request<Json>(apiPath('people.customers', { tag: 'knitting' }))).status).toBe(422);
    expect((await staff.request<Json>(`${apiPath('people.customers')}?page=0`)).status).toBe(404);
    const screen = await staff.request(`${peopleScreens.customers}?search=${UNIQUE}`);
    expect(screen.status).toBe(200);
    expect(screen.text).toContain(`href="/atlas/customers/${customer.id}/"`);
  });
});
