// Never stored, never logged: after the test processor's payment journey through the call
// and through the form (a declined card, then a paid one), neither the API server's log nor
// any text column of any table holds a full card number, a security code with its name, or
// anything shaped like a Stripe client secret.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDb, testServer, testStore, testStoreOrigin } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { makeBasket } from '../support/factories/index.ts';
import { SERVER_LOG_DIR } from '../support/server.ts';
import { SessionClient } from '../support/session-client.ts';
import type { Db } from '../../src/platform/db/database.ts';
import { guestCheckoutFields } from '../support/checkout-form.ts';

const ORDERS = '/omnis/v3/checkout/orders/';
const PAY = '/omnis/v3/payments/pay/';
const DECLINED = '4000000000000002';
const PAID = '4242424242424242';
// An uncommon security code, so that finding it beside its name means it was kept.
const CVC = '739';
const address = { name: 'Olivia Shopper', company: '', street: '1 High Street', city: 'London', state: '', country: 'GB', zip: 'SW1A 1AA' };

/** Everything that would betray a card or a client secret, in any text. */
const FORBIDDEN: [string, RegExp][] = [
  ['a full card number', new RegExp(`${PAID}|${DECLINED}|4242 4242 4242 4242|4000 0000 0000 0002`)],
  ['the security code with its name', new RegExp(`(cvc|cvv|csc|security.?code)\\W{0,6}${CVC}`, 'i')],
  ['a Stripe client secret', /\b(pi|seti)_[A-Za-z0-9]+_secret_[A-Za-z0-9]+/],
];
const found = (text: string) => FORBIDDEN.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);

async function shopper(): Promise<SessionClient> {
  const basket = await makeBasket(await testStore('demo'));
  const client = new SessionClient('demo');
  client.cookies.set('pf_visitor', basket.token);
  return client;
}

const requestIds: string[] = [];
const idOf = (headers: Record<string, unknown>) => requestIds.push(String(headers['x-request-id']));

/** Pays through the call: declined, then paid. */
async function payThroughTheCall(): Promise<void> {
  const client = await shopper();
  const email = `secrets-${Date.now().toString(36)}@example.com`;
  const placed = await client.post<{ order: { uuid: string } }>(ORDERS, { email, shippingAddress: address, shippingMethod: 'standard' });
  expect(placed.status, placed.text).toBe(201);
  const card = (number: string, n: number) => ({
    order: placed.json.order.uuid,
    number,
    expiry: '12/39',
    cvc: CVC,
    name: 'Olivia Shopper',
    idempotencyKey: `secret_${Date.now()}_${n}`,
  });
  const declined = await client.post<{ status: string }>(PAY, card(DECLINED, 1));
  expect(declined.status).toBe(402);
  idOf(declined.headers);
  const paid = await client.post<{ status: string }>(PAY, card(PAID, 2));
  expect(paid.status, paid.text).toBe(200);
  idOf(paid.headers);
}

/** Pays through the page's form (no JavaScript): declined, then paid. */
async function payThroughTheForm(): Promise<void> {
  const client = await shopper();
  const headers = { origin: testStoreOrigin('demo') };
  const placed = await client.request('/checkout/', {
    method: 'POST',
    headers,
    body: new URLSearchParams(guestCheckoutFields(`secrets-form-${Date.now().toString(36)}@example.com`)),
  });
  expect(placed.status).toBe(303);
  const payPath = String(placed.headers.location);
  const keyOf = (html: string) => /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const card = (number: string, idempotencyKey: string) => new URLSearchParams({ number, expiry: '12/39', cvc: CVC, name: 'Olivia Shopper', idempotencyKey });
  const declined = await client.request(payPath, { method: 'POST', headers, body: card(DECLINED, keyOf((await client.request(payPath)).text)) });
  expect(declined.status).toBe(402);
  // The page shown again keeps neither the number nor the code (it lists the test cards as a hint).
  expect(declined.text).toContain('Your card was declined.');
  expect(declined.text).not.toMatch(new RegExp(`value="(${DECLINED}|${CVC})"`));
  idOf(declined.headers);
  const paid = await client.request(payPath, { method: 'POST', headers, body: card(PAID, keyOf(declined.text)) });
  expect(paid.status).toBe(303);
  idOf(paid.headers);
}

interface TextColumn {
  /** `table.column` (`schema.table.column` outside PostgreSQL's public schema). */
  name: string;
  /** The column read as text. */
  select: string;
  from: string;
}

/** Every text (and JSON) column of every table. */
async function textColumns(db: Db, dialect: string): Promise<TextColumn[]> {
  if (dialect === 'postgres') {
    const { rows } = await sql<{ table_schema: string; table_name: string; column_name: string }>`
      select c.table_schema, c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
      where c.table_schema not in ('pg_catalog', 'information_schema')
        and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')`.execute(db);
    return rows.map((row) => ({
      name: `${row.table_schema === 'public' ? '' : `${row.table_schema}.`}${row.table_name}.${row.column_name}`,
      select: `"${row.column_name}"::text`,
      from: `"${row.table_schema}"."${row.table_name}"`,
    }));
  }
  const tables = (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db)).rows;
  const columns = await Promise.all(
    tables.map(async ({ name }) =>
      (await sql<{ name: string; type: string }>`select name, type from pragma_table_info(${name})`.execute(db)).rows
        // SQLite keeps text in a column of any declared type but these.
        .filter((column) => !/INT|REAL|FLOA|DOUB|BLOB/i.test(column.type))
        .map((column) => ({ name: `${name}.${column.name}`, select: `"${column.name}"`, from: `"${name}"` })),
    ),
  );
  return columns.flat();
}

/** Each column's text values. */
async function textValues(db: Db, dialect: string): Promise<Map<string, string[]>> {
  const values = new Map<string, string[]>();
  for (const column of await textColumns(db, dialect)) {
    const { rows } = await sql<{ value: unknown }>`select ${sql.raw(column.select)} as value from ${sql.raw(column.from)}`.execute(db);
    values.set(
      column.name,
      rows.map((row) => row.value).filter((value): value is string => typeof value === 'string'),
    );
  }
  return values;
}

describe('card details and client secrets', () => {
  beforeAll(async () => {
    await payThroughTheCall();
    await payThroughTheForm();
  });

  it('are in no line of the API server log', async () => {
    const logFile = path.join(SERVER_LOG_DIR, `api-${testServer().db}.log`);
    // The log is written after each response: wait for the last payment's request line.
    const log = await eventually(
      async () => readFileSync(logFile, 'utf8'),
      (text) => requestIds.every((id) => text.includes(id)),
      5000,
    );
    expect(requestIds.every((id) => log.includes(id))).toBe(true);
    const leaks = log.split('\n').filter((line) => found(line).length > 0);
    expect(leaks).toEqual([]);
  });

  it('are in no text column of any table', async () => {
    const { db, dialect } = await testDb();
    const columns = await textValues(db, dialect);
    // The walk reads the tables the journey wrote to (a walk that read nothing would pass).
    expect(columns.get('payment_attempts.message')).toContain('Your card was declined.');
    expect(columns.get('orders.email')?.some((email) => email.startsWith('secrets-form-'))).toBe(true);
    const leaks = [...columns].flatMap(([column, values]) =>
      values.filter((value) => found(value).length > 0).map((value) => `${column}: ${value.slice(0, 200)}`),
    );
    expect(leaks).toEqual([]);
  });
});
