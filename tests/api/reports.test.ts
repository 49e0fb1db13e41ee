// The store's reports: orders paid through checkout (a UK one, a German one under IOSS) and a
// partial refund make a tax report by country, treatment and rate that adds up to the orders,
// shown as a table and downloaded as CSV with the orders export. The period is checked; members
// without the orders right are refused. SQLite and PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { testDb } from '../support/api.ts';
import { makeBasket, makeOwner, makeProduct, makeStore, uniqueName, type TestStore } from '../support/factories/index.ts';
import { SessionClient } from '../support/session-client.ts';
import type { Db } from '../../src/platform/db/database.ts';
import { saveStoreTaxSettings } from '../../src/server/commerce/tax/store-tax.ts';
import { refundOrder } from '../../src/server/commerce/refunds/refund-order.ts';

let db: Db;
let store: TestStore;
let owner: SessionClient;
let member: SessionClient;
const orders: { id: number; total: number; tax: number }[] = [];
// Yesterday to tomorrow: the orders of this run fall inside even when it crosses midnight.
const dayAt = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const [first, last] = [dayAt(-1), dayAt(1)];
const period = `?from=${first}&to=${last}`;

async function paidOrder(shippingAddress: Record<string, string>): Promise<void> {
  const basket = await makeBasket(store, [2]);
  const shopper = new SessionClient(store.subdomain);
  shopper.cookies.set('pf_visitor', basket.token);
  const placed = await shopper.post<{ order: { uuid: string } }>('/omnis/v3/checkout/orders/', {
    email: `report-${Date.now()}-${orders.length}@example.com`,
    shippingAddress,
    shippingMethod: 'standard',
  });
  expect(placed.status, placed.text).toBe(201);
  const uuid = placed.json.order.uuid;
  const card = { order: uuid, number: '4242424242424242', expiry: '12/39', cvc: '123', name: 'Ada Buyer', idempotencyKey: `report-${uuid}` };
  const paid = await shopper.post('/omnis/v3/payments/pay/', card);
  expect(paid.status, paid.text).toBeLessThan(300);
  const row = await db.selectFrom('orders').select(['id', 'total', 'goods_tax', 'shipping_tax', 'paid_at']).where('uuid', '=', uuid).executeTakeFirstOrThrow();
  expect(row.paid_at).not.toBeNull();
  orders.push({ id: row.id, total: row.total, tax: row.goods_tax + row.shipping_tax });
}

beforeAll(async () => {
  ({ db } = await testDb());
  store = await makeStore(db, { subdomain: uniqueName('reports') });
  await saveStoreTaxSettings(store, { iossNumber: 'IM3720012345', pricesIncludeTax: true });
  await makeProduct(store, { price: 2499 });
  ({ client: owner } = await makeOwner(store, { session: true }));
  ({ client: member } = await makeOwner(store, { role: 'staff', session: true }));
  await paidOrder({ name: 'Ada Buyer', street: '1 High Street', city: 'Leeds', country: 'GB', zip: 'LS1 1AA' });
  await paidOrder({ name: 'Bea Käufer', street: 'Hauptstraße 1', city: 'Berlin', country: 'DE', zip: '10115', eori: 'DE 123456789012345' });
  await refundOrder(store, {
    orderId: orders[0]!.id,
    amount: 1000,
    reason: 'Print faded',
    idempotencyKey: `report-refund-${orders[0]!.id}`,
    userId: null,
    actor: 'staff',
    origin: 'https://x.example',
  });
});

describe('the tax report', () => {
  it('adds up to the orders: sales gross and VAT, by country, treatment and rate, and the refund', async () => {
    const page = await owner.request(`/dashboard/store/reports/${period}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('United Kingdom');
    expect(page.text).toContain('EU VAT (IOSS)');
    expect(page.text).toContain('19%');
    const csv = await owner.request(`/dashboard/store/reports/tax.csv${period}`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="tax-report-${store.subdomain}-${first}-to-${last}.csv"`);
    const [header, ...lines] = csv.text.trim().split('\r\n');
    expect(header).toBe('Country,Treatment,VAT rate %,Currency,Sales net,Sales VAT,Sales gross,Refunds net,Refunds VAT,Refunds gross');
    const rows = lines.map((line) => line.split(','));
    const minor = (text: string) => Math.round(Number(text) * 100);
    const sum = (column: number) => rows.reduce((total, row) => total + minor(row[column]!), 0);
    expect(sum(6)).toBe(orders.reduce((total, order) => total + order.total, 0));
    expect(sum(5)).toBe(orders.reduce((total, order) => total + order.tax, 0));
    expect(sum(9)).toBe(1000);
    expect(rows.find((row) => row[0] === 'DE')).toEqual(expect.arrayContaining(['DE', 'ioss', '19.00', 'GBP']));
    expect(rows.find((row) => row[0] === 'GB')?.slice(0, 3)).toEqual(['GB', 'uk', '20.00']);
  });

  it('exports the orders paid in the period', async () => {
    const csv = await owner.request(`/dashboard/store/reports/orders.csv${period}`);
    const [header, ...lines] = csv.text.trim().split('\r\n');
    expect(header).toBe('Order,Reference,Paid at,Status,Email,Country,Tax treatment,Buyer VAT number,Currency,Subtotal,Discount,Shipping,VAT,Total,Refunded');
    expect(lines.map((line) => Number(line.split(',')[0]))).toEqual(orders.map((order) => order.id));
    expect(lines[0]!.split(',').at(-1)).toBe('10.00');
  });

  it('checks the period (422) and refuses members without the orders right (403)', async () => {
    expect((await owner.request('/dashboard/store/reports/tax.csv?from=2026-13-01&to=2026-12-31')).status).toBe(422);
    expect((await owner.request('/dashboard/store/reports/orders.csv?from=2026-12-31&to=2026-01-01')).status).toBe(422);
    expect((await owner.request('/dashboard/store/reports/?from=2024-01-01&to=2026-12-31')).text).toContain('A report covers at most 366 days');
    expect((await member.request(`/dashboard/store/reports/tax.csv${period}`)).status).toBe(403);
    const screen = await member.request(`/dashboard/store/reports/${period}`);
    expect(screen.status).toBe(403);
    expect(screen.text).not.toContain('Download the tax report');
  });
});
