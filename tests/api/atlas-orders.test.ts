// The back office's order list (search, filters, keyset pages) and order
// page, and every staff action on an order — as JSON calls and as the page's plain HTML forms.
// Staff only: store owners and shoppers are refused (403), the signed out asked to log in (401
// / login redirect). Bad input is a 4xx, never a 500, and writes nothing. Both databases.
import { beforeAll, describe, expect, it } from 'vitest';
import { latestMailTo, storeRequest, testDb, testStore, testStoreOrigin, type StoreResponse } from '../support/api.ts';
import { SessionClient, signIn } from '../support/session-client.ts';
import { makeCustomer, makeOrder, makeOwner, orderItem, TEST_ITEM, type TestStore } from '../support/factories/index.ts';
import { DEMO_USERS } from '../../src/seed/users.ts';
import { atlasOrderPath } from '../../src/lib/atlas-order-calls.ts';
import { apiPath } from '../../src/schemas/api.ts';
import { textContent } from 'domutils';
import { parseHtml } from '../support/html.ts';

type Json = Record<string, any>;

let demo: TestStore;
let north: TestStore;
let staffId: number;
let staff: SessionClient;
let owner: SessionClient;
let shopper: SessionClient;
let visitor: SessionClient;

const TOKEN = `zq${Date.now().toString(36)}${process.pid}`;
const tagged = (name: string) => `${name}-${TOKEN}@example.com`;
/** Only the list's orders carry this, so its assertions never see other tests' orders. */
const LIST = `${TOKEN}list`;
const listed = (name: string) => `${name}-${LIST}@example.com`;

beforeAll(async () => {
  const { db } = await testDb();
  [demo, north] = [await testStore('demo'), await testStore('north')];
  staffId = (await db.selectFrom('users').select('id').where('email', '=', DEMO_USERS.staff.email).executeTakeFirstOrThrow()).id;
  staff = await signIn(DEMO_USERS.staff);
  ({ client: owner } = await makeOwner(demo, { session: true }));
  ({ client: shopper } = await makeCustomer(db, { session: true }));
  visitor = new SessionClient('demo');
});

async function orderRow(id: number) {
  const { db } = await testDb();
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function changeLog(id: number) {
  const { db } = await testDb();
  return db.selectFrom('order_change_logs').select(['kind', 'actor', 'user_id', 'detail_json']).where('order_id', '=', id).orderBy('id').execute();
}

/** What a browser sends for the order page's form: form-encoded, from a page of this host. */
async function formPost(
  client: SessionClient,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' },
): Promise<StoreResponse> {
  // A form cannot send the X-XSRF-TOKEN header: only the browser's same-origin verdict vouches for it.
  client.xsrf = false;
  try {
    return await client.request(path, { method: 'POST', body: new URLSearchParams(fields), headers });
  } finally {
    client.xsrf = true;
  }
}

const key = () => `key-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;

describe('staff only', () => {
  let order: { id: number; hash: string };
  beforeAll(async () => {
    order = await makeOrder(demo, { email: tagged('guard') });
  });

  it('the calls: 401 signed out, 403 for a store owner and a shopper — and nothing changes', async () => {
    const before = await orderRow(order.id);
    const posts: [string, unknown][] = [
      [apiPath('atlasOrders.move', { id: order.id }), { to: 'processing', from: 'paid' }],
      [apiPath('atlasOrders.priority', { id: order.id }), { priority: 2 }],
      [apiPath('atlasOrders.factory', { id: order.id }), { factory: 'newport' }],
      [apiPath('atlasOrders.refund', { id: order.id }), { amount: 100, reason: 'Nope', idempotencyKey: key() }],
      [apiPath('atlasOrders.exchange', { id: order.id }), { items: [{ parentItemId: 1, quantity: 1 }] }],
      [apiPath('atlasOrders.reprint', { id: order.id }), { reason: 'Misprint', items: [{ parentItemId: 1, quantity: 1 }] }],
    ];
    for (const [client, status] of [
      [visitor, 401],
      [owner, 403],
      [shopper, 403],
    ] as const) {
      for (const path of [apiPath('atlasOrders.list'), apiPath('atlasOrders.order', { id: order.id })])
        expect((await client.request(path)).status, path).toBe(status);
      for (const [path, body] of posts) {
        const answer = await client.post<Json>(path, body);
        expect(answer.status, path).toBe(status);
        if (status === 403) expect(answer.json.message).toBe('Permission denied');
      }
    }
    const after = await orderRow(order.id);
    expect(after).toEqual(before);
    expect(await changeLog(order.id)).toEqual([]);
  });

  it('the pages: the signed out log in first, anyone else gets the 403 screen without the data', async () => {
    for (const path of ['/atlas/orders/', atlasOrderPath(order.id)]) {
      const signedOut = await storeRequest('demo', path);
      expect(signedOut.status).toBe(302);
      expect(signedOut.headers.location).toContain('/login/');
      for (const client of [owner, shopper]) {
        const refused = await client.request(path);
        expect(refused.status).toBe(403);
        expect(refused.text).toContain('Permission denied');
        expect(refused.text).not.toContain(tagged('guard'));
      }
    }
  });
});

describe('the list', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const { db } = await testDb();
    // Five orders over two stores and five days, oldest first.
    ids.a = (
      await makeOrder(demo, {
        email: listed('alpha'),
        createdAt: '2026-03-01T10:00:00.000Z',
        shippingAddress: { name: `Ada ${LIST}`, street: '1 Lane', city: 'Leeds', zip: 'LS1 1AA', country: 'GB' },
      })
    ).id;
    ids.b = (await makeOrder(north, { email: listed('bravo'), createdAt: '2026-03-02T10:00:00.000Z' })).id;
    ids.c = (await makeOrder(demo, { email: listed('charlie'), status: 'to_be_paid', createdAt: '2026-03-03T10:00:00.000Z' })).id;
    ids.d = (await makeOrder(demo, { email: listed('delta'), status: 'quote', createdAt: '2026-03-04T10:00:00.000Z' })).id;
    ids.e = (await makeOrder(north, { email: listed('echo'), createdAt: '2026-03-05T23:30:00.000Z' })).id;
    await db.updateTable('orders').set({ priority: 2 }).where('id', 'in', [ids.b!, ids.d!]).execute();
    await db.updateTable('orders').set({ priority: 1 }).where('id', '=', ids.c!).execute();
    await db.updateTable('orders').set({ factory: 'newport' }).where('id', '=', ids.e!).execute();
  });

  const list = async (query: string) => {
    const answer = await staff.request<Json>(apiPath('atlasOrders.list', { query: `q=${LIST}&${query}` }));
    expect(answer.status, answer.text).toBe(200);
    return answer.json;
  };
  const idsOf = (answer: Json) => answer.orders.map((order: Json) => order.id);

  it('every store’s orders, newest first, with what the list shows', async () => {
    const answer = await list('');
    expect(idsOf(answer)).toEqual([ids.e, ids.d, ids.c, ids.b, ids.a]);
    expect(answer.next).toBeNull();
    expect(answer.previous).toBeNull();
    const echo = answer.orders[0];
    expect(echo).toMatchObject({
      email: listed('echo'),
      subdomain: 'north',
      status: { code: 'paid', name: 'Paid', colour: '#047857' },
      flow: 'paper',
      percent: 0,
      factory: 'newport',
      factoryName: 'Newport (paper)',
      priority: { value: 0, name: 'Normal' },
      currency: 'GBP',
      totalText: '£28.99',
      createdText: '05/03/26 11:30 pm',
    });
    expect(answer.orders[1]).toMatchObject({ flow: 'bespoke', status: { code: 'quote' }, percent: 0 });
    expect(answer.orders[4]).toMatchObject({ flow: 'normal', percent: 20, factoryName: 'Ryde (apparel)', customerName: `Ada ${LIST}` });
  });

  it('searches the order number, the hash, the e-mail and the customer name', async () => {
    const hash = (await orderRow(ids.b!)).hash;
    for (const [q, want] of [
      [`%23${ids.b}`, [ids.b]],
      [String(ids.b), [ids.b]],
      [hash, [ids.b]],
      [`ALPHA-${LIST}`, [ids.a]],
      [`ada%20${LIST}`, [ids.a]],
    ] as const) {
      const answer = await staff.request<Json>(apiPath('atlasOrders.list', { query: `q=${q}` }));
      expect(answer.status).toBe(200);
      expect(idsOf(answer.json), q).toEqual(want);
    }
    expect(idsOf(await staff.request<Json>(apiPath('atlasOrders.list', { query: `q=${LIST}_%25` })).then((answer) => answer.json))).toEqual([]); // LIKE wildcards are literal
  });

  it('filters by status, store, factory, priority, flow and creation dates', async () => {
    expect(idsOf(await list('status=to_be_paid'))).toEqual([ids.c]);
    expect(idsOf(await list(`store=${north.division.id}`))).toEqual([ids.e, ids.b]);
    expect(idsOf(await list('factory=newport'))).toEqual([ids.e]);
    expect(idsOf(await list('factory=none'))).toEqual([ids.d, ids.c]);
    expect(idsOf(await list('priority=2'))).toEqual([ids.d, ids.b]);
    expect(idsOf(await list('priority=0'))).toEqual([ids.e, ids.a]);
    expect(idsOf(await list('flow=bespoke'))).toEqual([ids.d]);
    expect(idsOf(await list('flow=paper'))).toEqual([ids.e]);
    expect(idsOf(await list('flow=normal'))).toEqual([ids.c, ids.b, ids.a]);
    expect(idsOf(await list('from=2026-03-02&to=2026-03-04'))).toEqual([ids.d, ids.c, ids.b]);
    expect(idsOf(await list('to=2026-03-05'))).toHaveLength(5); // the whole last day
    expect(idsOf(await list(`store=${demo.division.id}&priority=2&flow=bespoke`))).toEqual([ids.d]);
  });

  it('pages by keyset, both ways, without repeating or skipping an order', async () => {
    const first = await list('size=2');
    expect(idsOf(first)).toEqual([ids.e, ids.d]);
    expect(first.previous).toBeNull();
    const second = await list(`size=2&after=${first.next}`);
    expect(idsOf(second)).toEqual([ids.c, ids.b]);
    const third = await list(`size=2&after=${second.next}`);
    expect(idsOf(third)).toEqual([ids.a]);
    expect(third.next).toBeNull();
    const back = await list(`size=2&before=${third.previous}`);
    expect(idsOf(back)).toEqual([ids.c, ids.b]);
    const start = await list(`size=2&before=${back.previous}`);
    expect(idsOf(start)).toEqual([ids.e, ids.d]);
    expect(start.previous).toBeNull();
  });

  it('sorts by priority, then newest, and pages through that order', async () => {
    const first = await list('sort=priority&size=3');
    expect(idsOf(first)).toEqual([ids.d, ids.b, ids.c]);
    expect(first.next).toBe(`1.${ids.c}`);
    const second = await list(`sort=priority&size=3&after=${first.next}`);
    expect(idsOf(second)).toEqual([ids.e, ids.a]);
    expect(second.next).toBeNull();
  });

  it('refuses bad filters with a 422 naming each one (never a 500)', async () => {
    const answer = await staff.request<Json>(
      apiPath('atlasOrders.list', { query: 'status=lost&size=1000&after=abc&from=2026-13-01&store=x&flow=fast&priority=-1&factory=mars&sort=up' }),
    );
    expect(answer.status).toBe(422);
    // sort=up is refused, so after=abc is read as a newest-first cursor and refused too.
    expect(Object.keys(answer.json.errors).sort()).toEqual(['after', 'factory', 'flow', 'from', 'priority', 'size', 'sort', 'status', 'store']);
    for (const query of [`q=${'x'.repeat(201)}`, 'after=1&before=2', 'size=0', 'sort=priority&after=5', 'from=2026-03-05&to=2026-03-01']) {
      expect((await staff.request(apiPath('atlasOrders.list', { query: query }))).status, query).toBe(422);
    }
  });

  it('the page: filters as a GET form, the orders with date, status chip, progress, store, factory, priority and total', async () => {
    const page = await staff.request(`/atlas/orders/?q=${LIST}&store=${north.division.id}`);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toMatch(/no-store|private/);
    expect(page.text).toMatch(/<form class="filters[^"]*" method="get" action="\/atlas\/orders\/"/);
    expect(page.text).toContain(`href="/atlas/orders/${ids.e}/"`);
    expect(page.text).not.toContain(`href="/atlas/orders/${ids.a}/"`);
    expect(page.text).toContain('05/03/26 11:30 pm');
    expect(page.text).toContain('data-status="paid"');
    expect(page.text).toContain('--chip: #047857');
    expect(page.text).toContain('data-percent="0"');
    expect(page.text).toContain('Newport (paper)');
    expect(page.text).toContain('£28.99');
    const paged = await staff.request(`/atlas/orders/?q=${LIST}&size=2`);
    expect(paged.text).toContain(`href="/atlas/orders/?q=${LIST}&amp;size=2&amp;after=${ids.d}"`);
    const refused = await staff.request(`/atlas/orders/?q=${LIST}&status=lost&size=5000`);
    expect(refused.status).toBe(200);
    expect(refused.text).toContain('Unknown order status.');
    expect(refused.text).toContain('Must be a number from 1 to 100.');
  });
});

describe('the order page', () => {
  it('shows the order with its flow, labels, logs, addresses, payments; 404 when there is none', async () => {
    const order = await makeOrder(north, {
      email: tagged('page'),
      items: [orderItem({ quantity: 2 })],
      shippingAddress: { name: 'Pat <b>Page</b>', street: '2 Road', city: 'York', zip: 'YO1 1AA', country: 'GB' },
    });
    const answer = await staff.request<Json>(apiPath('atlasOrders.order', { id: order.id }));
    expect(answer.status).toBe(200);
    const detail = answer.json.order;
    expect(detail).toMatchObject({
      id: order.id,
      subdomain: 'north',
      flow: 'normal',
      percent: 20,
      status: { code: 'paid' },
      factory: 'ryde',
      refundable: 5399,
    });
    expect(detail.groups.map((group: Json) => group.current)).toEqual([false, true, false, false, false, false]);
    expect(detail.next.map((status: Json) => status.code)).toEqual([
      'processing',
      'label_printed',
      'printed',
      'consolidated',
      'packing',
      'disputed',
      'issue',
      'complete',
      'exchanged',
      'refunded',
    ]);
    expect(detail.items[0]).toMatchObject({ quantity: 2, activeQuantity: 2 });
    expect(detail.items[0].labels.map((label: Json) => label.counter)).toEqual([1, 2]);
    expect(detail.items[0].labels[0]).toMatchObject({ cancelled: false, toBePicked: true, timesPrinted: 0, prints: 0, pretreats: 0 });
    expect(detail.statusLog.map((entry: Json) => entry.status.code)).toEqual(['new', 'paid']);
    expect(detail.attempts[0]).toMatchObject({ successful: true, message: 'Payment successful' });
    expect(detail.shippingAddress).toContain('Pat <b>Page</b>');

    const page = await staff.request(atlasOrderPath(order.id));
    expect(page.status).toBe(200);
    expect(page.text).toContain(`Order #${order.id}`);
    expect(page.text).toContain('Pat &lt;b&gt;Page&lt;/b&gt;');
    expect(page.text).not.toContain('Pat <b>Page</b>');
    expect(page.text).toContain(detail.items[0].labels[0].barcode);
    expect(page.text).toMatch(/aria-current="step"[^>]*>\s*<span[^>]*data-status="paid"/);
    expect(page.text).toContain('Payment successful');
    // Its factory labels, and the customer's receipt and invoice on the order's own store.
    const links = parseHtml(page.text)
      .all('nav.order-links a')
      .map((link) => [textContent(link), link.attribs.href]);
    expect(links).toEqual([
      ['Factory labels', `/atlas/factory/orders/${order.id}/`],
      ['Receipt', `${testStoreOrigin('north')}/receipt/${order.hash}`],
      ['Invoice', `${testStoreOrigin('north')}/invoice/${order.hash}`],
    ]);

    expect((await staff.request(apiPath('atlasOrders.order', { id: 2_000_000_000 }))).status).toBe(404);
    expect((await staff.request('/omnis/v3/atlas/orders/abc/')).status).toBe(404);
    expect((await staff.request(atlasOrderPath(2_000_000_000))).status).toBe(404);
    expect((await staff.request('/atlas/orders/abc/')).status).toBe(404);
  });
});

describe('moving an order along its flow', () => {
  it('moves with the status on screen and logs who did it; works on any store’s order', async () => {
    const order = await makeOrder(north, { email: tagged('move') });
    const moved = await staff.post<Json>(apiPath('atlasOrders.move', { id: order.id }), { to: 'processing', from: 'paid' });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json).toMatchObject({ orderId: order.id, from: 'paid', to: 'processing' });
    const { db } = await testDb();
    const log = await db
      .selectFrom('order_status_logs')
      .select(['status', 'user_id'])
      .where('order_id', '=', order.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log).toEqual({ status: 'processing', user_id: staffId });
  });

  it('a stale screen is a 409; a move off the flow a 422; garbage a 4xx — and nothing changes', async () => {
    const order = await makeOrder(demo, { email: tagged('stale'), status: 'packing' });
    const before = await orderRow(order.id);
    const stale = await staff.post<Json>(apiPath('atlasOrders.move', { id: order.id }), { to: 'complete', from: 'paid' });
    expect([stale.status, stale.json.message]).toEqual([409, 'The order is no longer paid: someone moved it first. Reload it and try again.']);
    const back = await staff.post<Json>(apiPath('atlasOrders.move', { id: order.id }), { to: 'paid', from: 'packing' });
    expect([back.status, back.json.message]).toEqual([422, 'An order cannot move from packing to paid on the normal flow.']);
    for (const body of [{}, { to: 'lost' }, { to: 5 }, { to: ['paid'] }, { to: 'complete', from: 'nowhere' }, 'null', [1, 2]]) {
      const answer = await staff.post(apiPath('atlasOrders.move', { id: order.id }), body);
      expect(answer.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(body)).toBeLessThan(500);
    }
    const broken = await staff.request(apiPath('atlasOrders.move', { id: order.id }), {
      method: 'POST',
      body: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(await orderRow(order.id)).toEqual(before);
    expect((await staff.post(apiPath('atlasOrders.move', { id: 2_000_000_000 }), { to: 'complete' })).status).toBe(404);
  });

  it('the HTML form: 303 back to the order page, which flashes what happened once', async () => {
    const order = await makeOrder(demo, { email: tagged('form') });
    const posted = await formPost(staff, apiPath('atlasOrders.move', { id: order.id }), { from: 'paid', to: 'printed' });
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe(atlasOrderPath(order.id));
    expect((await orderRow(order.id)).status).toBe('printed');
    const page = await staff.request(atlasOrderPath(order.id));
    expect(page.text).toContain('Moved from Paid to Printed.');
    expect((await staff.request(atlasOrderPath(order.id))).text).not.toContain('Moved from Paid to Printed.');

    const stale = await formPost(staff, apiPath('atlasOrders.move', { id: order.id }), { from: 'paid', to: 'packing' });
    expect(stale.status).toBe(303);
    const refused = await staff.request(atlasOrderPath(order.id));
    expect(refused.text).toContain('The order is no longer paid: someone moved it first.');
    expect(refused.text).toContain('data-flash="error"');
    expect((await orderRow(order.id)).status).toBe('printed');
  });

  it('a form from another site is refused by the CSRF check', async () => {
    const order = await makeOrder(demo, { email: tagged('csrf') });
    const refusedHeaders: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { origin: 'http://evil.example' }, {}];
    for (const headers of refusedHeaders) {
      const answer = await formPost(staff, apiPath('atlasOrders.move', { id: order.id }), { from: 'paid', to: 'complete' }, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
    }
    expect((await orderRow(order.id)).status).toBe('paid');
  });
});

describe('priority and factory', () => {
  it('changes the priority with a change log row; a stale version is a 409', async () => {
    const order = await makeOrder(demo, { email: tagged('priority') });
    const { version } = await orderRow(order.id);
    const set = await staff.post<Json>(apiPath('atlasOrders.priority', { id: order.id }), { priority: 2, version });
    expect(set.status, set.text).toBe(200);
    const row = await orderRow(order.id);
    expect(row.priority).toBe(2);
    expect(row.version).toBe(version + 1);
    expect(await changeLog(order.id)).toEqual([
      { kind: 'priority', actor: 'staff', user_id: staffId, detail_json: JSON.stringify({ from: 'Normal', to: 'Urgent' }) },
    ]);
    const stale = await staff.post<Json>(apiPath('atlasOrders.priority', { id: order.id }), { priority: 1, version });
    expect(stale.status).toBe(409);
    for (const body of [{ priority: 3 }, { priority: -1 }, { priority: 'urgent' }, { priority: 1.5 }, {}]) {
      expect((await staff.post(apiPath('atlasOrders.priority', { id: order.id }), body)).status, JSON.stringify(body)).toBe(422);
    }
    expect((await orderRow(order.id)).priority).toBe(2);
    const form = await formPost(staff, apiPath('atlasOrders.priority', { id: order.id }), { priority: '1', version: String(version + 1) });
    expect(form.status).toBe(303);
    expect((await orderRow(order.id)).priority).toBe(1);
    expect((await staff.request(atlasOrderPath(order.id))).text).toContain('Priority set to High.');
  });

  it('reassigns the factory with a change log row', async () => {
    const order = await makeOrder(demo, { email: tagged('factory') });
    const moved = await staff.post<Json>(apiPath('atlasOrders.factory', { id: order.id }), { factory: 'newport' });
    expect(moved.status, moved.text).toBe(200);
    expect((await orderRow(order.id)).factory).toBe('newport');
    expect((await changeLog(order.id)).map((row) => [row.kind, row.detail_json])).toEqual([
      ['factory', JSON.stringify({ from: 'Ryde (apparel)', to: 'Newport (paper)' })],
    ]);
    expect((await staff.post(apiPath('atlasOrders.factory', { id: order.id }), { factory: 'mars' })).status).toBe(422);
    const detail = (await staff.request<Json>(apiPath('atlasOrders.order', { id: order.id }))).json.order;
    expect(detail.flow).toBe('paper');
  });
});

describe('refunds', () => {
  it('refunds part through the provider, once per key, never more than is left', async () => {
    const order = await makeOrder(demo, { email: tagged('refund') });
    const idempotencyKey = key();
    const first = await staff.post<Json>(apiPath('atlasOrders.refund', { id: order.id }), { amount: 500, reason: 'Late delivery', idempotencyKey });
    expect(first.status, first.text).toBe(200);
    expect(first.json).toMatchObject({ refund: { amount: 500, status: 'refunded', reason: 'Late delivery' }, fullyRefunded: false });
    const again = await staff.post<Json>(apiPath('atlasOrders.refund', { id: order.id }), { amount: 500, reason: 'Late delivery', idempotencyKey });
    expect(again.json.refund.id).toBe(first.json.refund.id);
    expect((await orderRow(order.id)).refunded_total).toBe(500);
    expect((await latestMailTo(tagged('refund'))).subject).toBe('Your refund of £5.00');

    const over = await staff.post<Json>(apiPath('atlasOrders.refund', { id: order.id }), { amount: 2400, reason: 'Too much', idempotencyKey: key() });
    expect([over.status, over.json.message]).toEqual([422, 'Max £23.99']);
    for (const body of [
      { amount: 0, reason: 'x', idempotencyKey: key() },
      { amount: 1.5, reason: 'x', idempotencyKey: key() },
      { amount: '1.234', reason: 'x', idempotencyKey: key() },
      { amount: 100, reason: '', idempotencyKey: key() },
      { amount: 100, reason: 'x' },
      { amount: 100, reason: 'x', idempotencyKey: 'bad key!' },
      {},
    ]) {
      expect((await staff.post(apiPath('atlasOrders.refund', { id: order.id }), body)).status, JSON.stringify(body)).toBe(422);
    }
    expect((await orderRow(order.id)).refunded_total).toBe(500);
  });

  it('the form takes the amount as typed; a full refund can move the order to refunded', async () => {
    const order = await makeOrder(demo, { email: tagged('refund-form') });
    const part = await formPost(staff, apiPath('atlasOrders.refund', { id: order.id }), { amount: '1.50', reason: 'Scuffed box', idempotencyKey: key() });
    expect(part.status).toBe(303);
    expect((await orderRow(order.id)).refunded_total).toBe(150);
    const page = await staff.request(atlasOrderPath(order.id));
    expect(page.text).toContain('Refunded £1.50.');
    expect(page.text).toContain('Scuffed box');

    const rest = await formPost(staff, apiPath('atlasOrders.refund', { id: order.id }), { amount: '27.49', reason: 'Never arrived', idempotencyKey: key() });
    expect(rest.status).toBe(303);
    const full = await staff.request(atlasOrderPath(order.id));
    expect(full.text).toContain('The order is fully refunded.');
    expect(full.text).toContain('Move to refunded');
    expect((await orderRow(order.id)).status).toBe('paid');
    expect((await formPost(staff, apiPath('atlasOrders.move', { id: order.id }), { from: 'paid', to: 'refunded' })).status).toBe(303);
    expect((await orderRow(order.id)).status).toBe('refunded');

    const other = await makeOrder(demo, { email: tagged('refund-all') });
    const all = await staff.post<Json>(apiPath('atlasOrders.refund', { id: other.id }), {
      amount: 2899,
      reason: 'Cancelled',
      idempotencyKey: key(),
      moveToRefunded: true,
    });
    expect(all.json).toMatchObject({ fullyRefunded: true, moved: { from: 'paid', to: 'refunded' } });
    expect((await orderRow(other.id)).status).toBe('refunded');

    // Already at refunded (the money had not gone back yet): the refund stands, no move is needed.
    const marked = await makeOrder(demo, { email: tagged('refund-marked'), status: 'refunded' });
    const money = await staff.post<Json>(apiPath('atlasOrders.refund', { id: marked.id }), {
      amount: 2899,
      reason: 'Cancelled',
      idempotencyKey: key(),
      moveToRefunded: true,
    });
    expect(money.status, money.text).toBe(200);
    expect(money.json.fullyRefunded).toBe(true);
    expect(money.json.moved).toBeUndefined();
    expect(money.json.moveRefused).toBeUndefined();
    expect(await orderRow(marked.id)).toMatchObject({ status: 'refunded', refunded_total: 2899 });
  });
});

describe('exchanges and reprints', () => {
  it('an exchange is a free child order in the new size, linked both ways', async () => {
    const order = await makeOrder(demo, { email: tagged('exchange'), status: 'complete' });
    const item = (await (await testDb()).db.selectFrom('order_items').select('id').where('order_id', '=', order.id).executeTakeFirstOrThrow()).id;
    const made = await staff.post<Json>(apiPath('atlasOrders.exchange', { id: order.id }), { items: [{ parentItemId: item, quantity: 1, size: 'L' }] });
    expect(made.status, made.text).toBe(200);
    const child = await orderRow(made.json.orderId);
    expect(child).toMatchObject({ parent_order_id: order.id, reprint_reason: null, total: 0, status: 'paid' });
    const { db } = await testDb();
    expect(await db.selectFrom('order_items').select(['size', 'colour', 'parent_item_id']).where('order_id', '=', child.id).execute()).toEqual([
      { size: 'L', colour: 'Black', parent_item_id: item },
    ]);
    const parent = (await staff.request<Json>(apiPath('atlasOrders.order', { id: order.id }))).json.order;
    expect(parent.related).toEqual([expect.objectContaining({ id: child.id, relation: 'exchange' })]);
    expect(parent.changeLog.map((entry: Json) => entry.kind)).toContain('exchange');
    const childView = (await staff.request<Json>(apiPath('atlasOrders.order', { id: child.id }))).json.order;
    expect(childView.related).toEqual([expect.objectContaining({ id: order.id, relation: 'parent' })]);

    for (const body of [
      { items: [] },
      { items: [{ parentItemId: item, quantity: 0 }] },
      { items: [{ parentItemId: 2_000_000_000, quantity: 1 }] },
      { items: [{ parentItemId: item, quantity: 9 }] },
      { items: 'all' },
    ]) {
      expect((await staff.post(apiPath('atlasOrders.exchange', { id: order.id }), body)).status, JSON.stringify(body)).toBe(422);
    }
  });

  it('a reprint carries its reason; the form posts every item and only the chosen ones are reprinted', async () => {
    const order = await makeOrder(demo, {
      email: tagged('reprint'),
      items: [TEST_ITEM, orderItem({ sku: 'TEST-HOODIE', name: 'Test hoodie', quantity: 2 })],
    });
    const { db } = await testDb();
    const items = await db.selectFrom('order_items').select('id').where('order_id', '=', order.id).orderBy('id').execute();
    const posted = await formPost(staff, apiPath('atlasOrders.reprint', { id: order.id }), {
      reason: 'Damaged in printing',
      'items[0][parentItemId]': String(items[0]!.id),
      'items[0][quantity]': '0',
      'items[1][parentItemId]': String(items[1]!.id),
      'items[1][quantity]': '1',
    });
    expect(posted.status).toBe(303);
    const page = await staff.request(atlasOrderPath(order.id));
    const childId = Number(/Reprint order #(\d+) created/.exec(page.text)?.[1]);
    expect(childId).toBeGreaterThan(order.id);
    expect(await orderRow(childId)).toMatchObject({ parent_order_id: order.id, reprint_reason: 'Damaged in printing' });
    expect(await db.selectFrom('order_items').select(['name', 'quantity']).where('order_id', '=', childId).execute()).toEqual([
      { name: 'Test hoodie', quantity: 1 },
    ]);
    expect(page.text).toContain(`href="/atlas/orders/${childId}/"`);
    expect(
      (await staff.post(apiPath('atlasOrders.reprint', { id: order.id }), { reason: 'Bored', items: [{ parentItemId: items[0]!.id, quantity: 1 }] })).status,
    ).toBe(422);
    expect((await staff.post(apiPath('atlasOrders.reprint', { id: order.id }), { items: [{ parentItemId: items[0]!.id, quantity: 1 }] })).status).toBe(422);
  });
});
