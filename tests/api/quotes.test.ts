// Quotes and bespoke work: a quote request becomes a bespoke order in status
// quote (status log, quotes row, the customer's and staff's mails); bad input is a 422 with
// the spec's messages and writes nothing; artwork goes through the studio's upload pipeline;
// a quote is reached only on its own store; staff calls refuse owners and shoppers; each
// customer step only in its status; paying a bespoke order moves it to bespoke_paid.
// SQLite and PostgreSQL (TEST_DB).
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeRequest, testDb, testStoreOrigin } from '../support/api.ts';
import { SessionClient } from '../support/session-client.ts';
import { parseHtml } from '../support/html.ts';
import { uniqueEmail } from '../support/factories/index.ts';
import { findDivisionBySubdomain } from '../../src/server/stores/divisions.ts';
import { quoteProducts } from '../../src/server/fulfilment/quotes/quote-products.ts';
import { quotePagePath } from '../../src/lib/quote-pages.ts';
import { QUOTE_MESSAGES, type QuoteView } from '../../src/schemas/quotes.ts';
import type { QuoteProduct } from '../../src/server/fulfilment/quotes/line-rules.ts';
import { settlePaid } from '../../src/server/commerce/payments/pay.ts';
import { apiPath } from '../../src/schemas/api.ts';

type Json = Record<string, any>;

const FORMATS = 'Must upload the following formats: PNG, JPEG, SVG.';
const DEADLINE = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

let demoProduct: QuoteProduct;
let northProduct: QuoteProduct;
let staff: SessionClient;
let owner: SessionClient;
let shopper: SessionClient;

beforeAll(async () => {
  const { db } = await testDb();
  demoProduct = (await quoteProducts({ db, division: (await findDivisionBySubdomain(db, 'demo'))! }))[0]!;
  northProduct = (await quoteProducts({ db, division: (await findDivisionBySubdomain(db, 'north'))! }))[0]!;
  staff = new SessionClient('demo');
  expect((await staff.login('staff@printfront.test', 'demo-staff-2026')).status).toBe(200);
  owner = new SessionClient('demo');
  expect((await owner.login('owner@demo.test', 'demo-owner-2026')).status).toBe(200);
  shopper = new SessionClient('demo');
  expect((await shopper.login('shopper@demo.test', 'demo-shopper-2026')).status).toBe(200);
});

/** A multipart body of text fields and, when given, one `file`. */
function form(fields: Record<string, string>, file?: { name: string; bytes: Buffer; type?: string }) {
  const boundary = `----quote${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { method: 'POST', body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();

function quoteFields(product: QuoteProduct, overrides: Record<string, string> = {}): Record<string, string> {
  const size = product.sizes[0]!;
  return {
    'lines.0.productId': String(product.id),
    'lines.0.colour': product.colours[0] ?? '',
    [`lines.0.quantities.${size}`]: '25',
    deadline: DEADLINE,
    name: 'Robin Buyer',
    email: uniqueEmail('quote'),
    phone: '07700 900123',
    company: 'Acme Events',
    notes: 'Logo on the chest.',
    ...overrides,
  };
}

async function requestQuote(client: SessionClient, product: QuoteProduct, overrides: Record<string, string> = {}, file?: { name: string; bytes: Buffer }) {
  const fields = quoteFields(product, overrides);
  const answer = await client.request<Json>(apiPath('quotes.create'), form(fields, file));
  return { answer, email: fields.email! };
}

async function orderOf(hash: string) {
  const { db } = await testDb();
  const order = await db.selectFrom('orders').selectAll().where('hash', '=', hash).executeTakeFirstOrThrow();
  const quote = await db.selectFrom('quotes').selectAll().where('order_id', '=', order.id).executeTakeFirstOrThrow();
  const log = await db.selectFrom('order_status_logs').select(['status', 'user_id']).where('order_id', '=', order.id).orderBy('id').execute();
  return { order, quote, log: log.map((row) => row.status) };
}

async function ordersTo(email: string): Promise<number> {
  const { db } = await testDb();
  return (await db.selectFrom('orders').select('id').where('email', '=', email).execute()).length;
}

async function mailsTo(email: string) {
  const { db } = await testDb();
  return db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).orderBy('id').execute();
}

const staffCall = (path: string, body: ReturnType<typeof form>) => staff.request<Json>(path, body);

describe('POST /omnis/v3/frontend/quotes/', () => {
  it('creates a bespoke order in status quote with its quote, artwork, status log and both mails', async () => {
    const { answer, email } = await requestQuote(new SessionClient('demo'), demoProduct, {}, { name: 'logo.png', bytes: await png() });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.json.url).toBe(quotePagePath(answer.json.hash));
    const { order, quote, log } = await orderOf(answer.json.hash);
    expect(order).toMatchObject({ status: 'quote', email, total: 0, subtotal: 0, user_id: null, uuid: answer.json.uuid });
    expect(JSON.parse(order.shipping_address_json)).toMatchObject({ name: 'Robin Buyer', company: 'Acme Events' });
    expect(log).toEqual(['quote']);
    expect(JSON.parse(quote.contact_json)).toEqual({ name: 'Robin Buyer', email, phone: '07700 900123', company: 'Acme Events' });
    expect(JSON.parse(quote.lines_json)).toEqual([
      {
        productId: demoProduct.id,
        name: demoProduct.name,
        colour: demoProduct.colours[0] ?? '',
        quantities: { [demoProduct.sizes[0]!]: 25 },
        total: 25,
        options: { printSides: 'front', methodNotes: '' },
      },
    ]);
    const artwork = JSON.parse(quote.artwork_json);
    expect(artwork).toEqual([{ uploadId: expect.any(Number), url: expect.stringMatching(/^\/media\/[0-9a-f]{16}\.png$/), name: 'logo.png' }]);
    expect(quote).toMatchObject({ deadline: DEADLINE, notes: 'Logo on the chest.', terms: null, price: null });
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ template: 'quote-received' });
    expect(mail!.html).toContain(`${testStoreOrigin('demo')}/advanced-quote/${answer.json.hash}/`);
    const staffMails = (await mailsTo('staff@printfront.test')).filter((row) => row.template === 'quote-request-staff');
    expect(staffMails.at(-1)!.text).toContain(`25 × ${demoProduct.name}`);
  });

  it('a signed-in shopper’s quote is theirs', async () => {
    const { answer } = await requestQuote(shopper, demoProduct);
    const { db } = await testDb();
    const me = await db.selectFrom('users').select('id').where('email', '=', 'shopper@demo.test').executeTakeFirstOrThrow();
    expect((await orderOf(answer.json.hash)).order.user_id).toBe(me.id);
  });

  it('bad input is a 422 with the spec’s messages, field by field, and writes nothing', async () => {
    const client = new SessionClient('demo');
    const email = uniqueEmail('bad');
    const answer = await client.request<Json>(
      apiPath('quotes.create'),
      form({ 'lines.0.productId': '', 'lines.0.total': 'lots', deadline: '2020-01-01', name: '', email, phone: '123' }),
    );
    expect(answer.status).toBe(422);
    expect(answer.json.errors).toEqual({
      'lines.0.productId': [QUOTE_MESSAGES.product],
      'lines.0.total': ['Must contain only numbers.'],
      deadline: [QUOTE_MESSAGES.deadlinePast],
      name: ['This field is required.'],
      phone: ['Please enter a valid UK phone number.'],
    });
    expect(await ordersTo(email)).toBe(0);
  });

  it('another store’s product, a colour or size the product does not come in: 422', async () => {
    const client = new SessionClient('demo');
    const other = await requestQuote(client, northProduct);
    expect(other.answer.status).toBe(422);
    expect(other.answer.json.errors).toEqual({ 'lines.0.productId': [QUOTE_MESSAGES.product] });
    const wrong = await requestQuote(client, demoProduct, { 'lines.0.colour': 'Plaid', 'lines.0.quantities.XXXXL': '3' });
    expect(wrong.answer.status).toBe(422);
    expect(Object.keys(wrong.answer.json.errors).sort()).toEqual(['lines.0.colour', 'lines.0.quantities.XXXXL']);
    expect((await ordersTo(other.email)) + (await ordersTo(wrong.email))).toBe(0);
  });

  it('artwork is PNG, JPEG or SVG by its bytes: anything else is the ext message and nothing is stored', async () => {
    const client = new SessionClient('demo');
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
    const { answer, email } = await requestQuote(client, demoProduct, {}, { name: 'logo.png', bytes: gif });
    expect(answer.status).toBe(422);
    expect(answer.json.errors).toEqual({ file: [FORMATS] });
    expect(await ordersTo(email)).toBe(0);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10" fill="red"/></svg>',
    );
    const ok = await requestQuote(client, demoProduct, {}, { name: 'logo.svg', bytes: svg });
    expect(ok.answer.status).toBe(201);
    const [art] = JSON.parse((await orderOf(ok.answer.json.hash)).quote.artwork_json);
    const served = await storeRequest('demo', art.url);
    expect(served.text).not.toContain('script');
  });
});

describe('the customer’s quote, by its hash, on its own store only', () => {
  it('GET answers the quote; another store’s hash is a 404 everywhere', async () => {
    const { answer } = await requestQuote(new SessionClient('north'), northProduct);
    const hash = answer.json.hash as string;
    const own = await storeRequest<{ quote: QuoteView }>('north', apiPath('quotes.read', { hash }));
    expect(own.status).toBe(200);
    expect(own.json.quote).toMatchObject({ status: 'quote', statusName: expect.any(String), percentage: 0, step: 'edit' });
    const client = new SessionClient('demo');
    expect((await storeRequest('demo', apiPath('quotes.read', { hash }))).status).toBe(404);
    expect((await client.post(apiPath('quotes.authorise', { hash }))).status).toBe(404);
    expect((await client.request(apiPath('quotes.read', { hash }), form(quoteFields(demoProduct)))).status).toBe(404);
    expect((await storeRequest('demo', quotePagePath(hash))).status).toBe(404);
    expect((await storeRequest('north', quotePagePath(hash))).status).toBe(200);
    expect((await storeRequest('demo', quotePagePath('not-a-real-hash'))).status).toBe(404);
  });

  it('is changed while it waits for an answer', async () => {
    const client = new SessionClient('demo');
    const { answer } = await requestQuote(client, demoProduct);
    const hash = answer.json.hash as string;
    const edited = await client.request<{ quote: QuoteView }>(
      apiPath('quotes.read', { hash }),
      form(
        quoteFields(demoProduct, {
          [`lines.0.quantities.${demoProduct.sizes[0]}`]: '',
          'lines.0.total': '60',
          'lines.1.productId': String(demoProduct.id),
          'lines.1.total': '10',
          'lines.1.printSides': 'back',
          email: 'changed@example.com',
        }),
      ),
    );
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json.quote.lines.map((line) => [line.total, line.options.printSides])).toEqual([
      [60, 'front'],
      [10, 'back'],
    ]);
    expect((await orderOf(hash)).order.email).toBe('changed@example.com');
  });
});

describe('staff-only calls', () => {
  it('refuse the signed out (401), store owners and shoppers (403)', async () => {
    const { answer } = await requestQuote(new SessionClient('demo'), demoProduct);
    const { order } = await orderOf(answer.json.hash);
    expect((await storeRequest('demo', apiPath('atlasQuotes.list'))).status).toBe(401);
    for (const client of [owner, shopper]) {
      expect((await client.request(apiPath('atlasQuotes.list'))).status).toBe(403);
      expect((await client.request(apiPath('atlasQuotes.answer', { orderId: order.id }), form({ terms: 'Mine', price: '1' }))).status).toBe(403);
      expect((await client.request(apiPath('atlasQuotes.mockup', { orderId: order.id }), form({}))).status).toBe(403);
      expect((await client.post(apiPath('atlasQuotes.move', { orderId: order.id }), { from: 'quote', to: 'bespoke_paid' })).status).toBe(403);
      const page = await client.request('/atlas/quotes/');
      expect(page.status).toBe(403);
      expect(page.text).not.toContain('Robin Buyer');
    }
    expect((await orderOf(answer.json.hash)).order.status).toBe('quote');
  });

  it('list every store’s quotes by stage', async () => {
    const { answer } = await requestQuote(new SessionClient('north'), northProduct);
    const { order } = await orderOf(answer.json.hash);
    const list = await staff.request<Json>(apiPath('atlasQuotes.list', { status: 'answer' }));
    expect(list.status).toBe(200);
    expect(list.json.counts.answer).toBeGreaterThan(0);
    // Newest first: this quote is on the first page.
    expect(list.json.quotes.find((quote: Json) => quote.orderId === order.id)).toMatchObject({ subdomain: 'north', status: 'quote' });
    const page = await staff.request('/atlas/quotes/');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
  });
});

describe('the bespoke flow, step by step', () => {
  it('each customer step only in its status (422), then terms → mockup → pay by card → bespoke_paid', async () => {
    const customer = new SessionClient('demo');
    const { answer, email } = await requestQuote(customer, demoProduct);
    const hash = answer.json.hash as string;
    const { order } = await orderOf(hash);

    // Nothing to authorise, approve or pay yet.
    expect((await customer.post<Json>(apiPath('quotes.authorise', { hash }))).json).toMatchObject({ errors: { status: [QUOTE_MESSAGES.noTerms] } });
    expect((await customer.post<Json>(apiPath('quotes.approve', { hash }))).status).toBe(422);
    expect((await customer.post<Json>(apiPath('quotes.purchaseOrder', { hash }), { poNumber: 'PO-1' })).json.errors).toEqual({
      status: [QUOTE_MESSAGES.notPayable],
    });
    expect((await storeRequest('demo', `/pay/${order.uuid}/`)).status).toBe(404);
    // Staff cannot send a mockup nor move production before the answer.
    expect((await staffCall(apiPath('atlasQuotes.mockup', { orderId: order.id }), form({}))).json.errors).toEqual({ status: [QUOTE_MESSAGES.mockupNotDue] });
    expect((await staff.post<Json>(apiPath('atlasQuotes.move', { orderId: order.id }), { from: 'quote', to: 'bespoke_paid' })).json.errors).toEqual({
      status: [QUOTE_MESSAGES.notInProduction],
    });

    // Staff answer: terms, price, mockup.
    const bad = await staffCall(apiPath('atlasQuotes.answer', { orderId: order.id }), form({ terms: '', price: '0' }));
    expect(bad.json.errors).toEqual({ terms: ['This field is required.'], price: [QUOTE_MESSAGES.price] });
    const answered = await staffCall(
      apiPath('atlasQuotes.answer', { orderId: order.id }),
      form({ terms: '50% deposit; delivery in 10 days.', price: '45000' }, { name: 'mockup.png', bytes: await png() }),
    );
    expect(answered.status, answered.text).toBe(200);
    expect(answered.json.quote).toMatchObject({
      status: 'bespoke_requested_terms',
      price: 45000,
      terms: '50% deposit; delivery in 10 days.',
      step: 'authorise-terms',
    });
    let state = await orderOf(hash);
    expect(state.order).toMatchObject({ total: 45000, subtotal: 45000, goods_tax: 7500 });
    expect(state.quote.mockup_url).toMatch(/^\/media\//);
    expect((await staffCall(apiPath('atlasQuotes.answer', { orderId: order.id }), form({ terms: 'Again', price: '1' }))).json.errors).toEqual({
      status: [QUOTE_MESSAGES.notAnswerable],
    });
    // Answered: the quote no longer changes.
    expect((await customer.request<Json>(apiPath('quotes.read', { hash }), form(quoteFields(demoProduct)))).json.errors).toEqual({
      status: [QUOTE_MESSAGES.notEditable],
    });

    expect((await customer.post<Json>(apiPath('quotes.authorise', { hash }))).json.quote.status).toBe('bespoke_authorised_terms');
    expect((await customer.post<Json>(apiPath('quotes.authorise', { hash }))).status).toBe(422);
    expect((await staffCall(apiPath('atlasQuotes.mockup', { orderId: order.id }), form({}))).json.quote.status).toBe('bespoke_mockup');
    expect((await customer.post<Json>(apiPath('quotes.approve', { hash }))).json.quote).toMatchObject({ status: 'bespoke_approved', step: 'pay-or-po' });

    // Pay through the ordinary /pay/ page at the quoted price.
    const payPage = await customer.request(`/pay/${order.uuid}/`);
    expect(payPage.status).toBe(200);
    const key = parseHtml(payPage.text).attr('input[name="idempotencyKey"]', 'value')!;
    const paid = await customer.request(`/pay/${order.uuid}/`, {
      method: 'POST',
      headers: { origin: testStoreOrigin('demo'), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ idempotencyKey: key, number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Robin Buyer' }),
    });
    expect(paid.status, paid.text.slice(0, 300)).toBe(303);
    expect(paid.headers.location).toBe(quotePagePath(hash));
    state = await orderOf(hash);
    expect(state.order).toMatchObject({ status: 'bespoke_paid', payment_method: 'Visa •••• 4242' });
    expect(state.log).toEqual(['quote', 'bespoke_requested_terms', 'bespoke_authorised_terms', 'bespoke_mockup', 'bespoke_approved', 'bespoke_paid']);
    const { db } = await testDb();
    const attempt = await db.selectFrom('payment_attempts').selectAll().where('order_id', '=', order.id).executeTakeFirstOrThrow();
    expect(attempt).toMatchObject({ amount: 45000, successful: 1 });
    expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual([
      'We have your quote request',
      'Your quote is ready',
      'You authorised the terms',
      'Your mockup is ready',
      'You approved the mockup',
      'Payment received',
    ]);
    // Paid: the pay page sends the customer back to the order's page, which shows it.
    expect((await customer.request(`/pay/${order.uuid}/`)).headers.location).toBe(quotePagePath(hash));
    const shown = parseHtml((await customer.request(quotePagePath(hash))).text);
    expect(shown.text('[data-quote-status]')).toBe('Paid (bespoke)');

    // Staff move it through production; never back, never straight to a refund.
    expect(
      (await staff.post<Json>(apiPath('atlasQuotes.move', { orderId: order.id }), { from: 'bespoke_paid', to: 'bespoke_production' })).json.quote.status,
    ).toBe('bespoke_production');
    expect((await staff.post<Json>(apiPath('atlasQuotes.move', { orderId: order.id }), { from: 'bespoke_paid', to: 'bespoke_sorted' })).status).toBe(409);
    expect((await staff.post<Json>(apiPath('atlasQuotes.move', { orderId: order.id }), { from: 'bespoke_production', to: 'bespoke_paid' })).status).toBe(422);
    expect((await staff.post<Json>(apiPath('atlasQuotes.move', { orderId: order.id }), { from: 'bespoke_production', to: 'bespoke_refunded' })).status).toBe(
      422,
    );
    expect((await staff.post<Json>(apiPath('atlasQuotes.move', { orderId: order.id }), { from: 'bespoke_production', to: 'po_confirmed' })).status).toBe(422);
    expect((await orderOf(hash)).order.status).toBe('bespoke_production');
  });

  it('a purchase-order number instead of a card: po_confirmed, listed with the purchase orders', async () => {
    const customer = new SessionClient('demo');
    const { answer } = await requestQuote(customer, demoProduct);
    const hash = answer.json.hash as string;
    const { order } = await orderOf(hash);
    await staffCall(apiPath('atlasQuotes.answer', { orderId: order.id }), form({ terms: 'Net 30.', price: '9900' }));
    await customer.post(apiPath('quotes.authorise', { hash }));
    expect((await staffCall(apiPath('atlasQuotes.mockup', { orderId: order.id }), form({}))).json.errors).toEqual({ file: [QUOTE_MESSAGES.needsMockup] });
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
    expect((await staffCall(apiPath('atlasQuotes.mockup', { orderId: order.id }), form({}, { name: 'm.gif', bytes: gif }))).json.errors).toEqual({
      file: [FORMATS],
    });
    await staffCall(apiPath('atlasQuotes.mockup', { orderId: order.id }), form({}, { name: 'mockup.png', bytes: await png() }));
    await customer.post(apiPath('quotes.approve', { hash }));
    expect((await customer.post<Json>(apiPath('quotes.purchaseOrder', { hash }), { poNumber: ' ' })).json.errors).toEqual({
      poNumber: ['This field is required.'],
    });
    const po = await customer.post<Json>(apiPath('quotes.purchaseOrder', { hash }), { poNumber: 'PO-2026-118' });
    expect(po.json.quote).toMatchObject({ status: 'po_confirmed', poNumber: 'PO-2026-118' });
    expect((await storeRequest('demo', `/pay/${order.uuid}/`)).status).toBe(404);
    const list = await staff.request<Json>(apiPath('atlasQuotes.list', { status: 'po' }));
    expect(list.json.tab).toBe('po');
    expect(list.json.quotes.find((quote: Json) => quote.orderId === order.id)).toMatchObject({
      poNumber: 'PO-2026-118',
      moves: expect.arrayContaining(['bespoke_production']),
    });
  });
});

describe('settling a payment outside the request (the provider’s webhook)', () => {
  it('moves a bespoke order awaiting payment to bespoke_paid once, through the bespoke flow', async () => {
    const customer = new SessionClient('demo');
    const { answer } = await requestQuote(customer, demoProduct);
    const hash = answer.json.hash as string;
    const { order } = await orderOf(hash);
    const { db } = await testDb();
    const paid = { transactionId: 'pi_test_bespoke', paymentMethod: 'Visa •••• 4242', origin: testStoreOrigin('demo'), userId: null };
    // Not awaiting payment yet: nothing moves.
    expect(await settlePaid(db, order.id, paid, new Date())).toBe(false);
    await staffCall(
      apiPath('atlasQuotes.answer', { orderId: order.id }),
      form({ terms: 'Net 30.', price: '12000' }, { name: 'mockup.png', bytes: await png() }),
    );
    await customer.post(apiPath('quotes.authorise', { hash }));
    await staffCall(apiPath('atlasQuotes.mockup', { orderId: order.id }), form({}));
    await customer.post(apiPath('quotes.approve', { hash }));
    expect(await settlePaid(db, order.id, paid, new Date())).toBe(true);
    expect(await settlePaid(db, order.id, paid, new Date())).toBe(false);
    const state = await orderOf(hash);
    expect(state.order).toMatchObject({ status: 'bespoke_paid', transaction_id: 'pi_test_bespoke' });
    expect(state.log.filter((status) => status === 'bespoke_paid')).toHaveLength(1);
  });
});

describe('the pages without JavaScript', () => {
  it('/get-a-quote/ draws the form, answers errors beside the fields and a good request with a 303 to the quote’s page', async () => {
    const client = new SessionClient('demo');
    const page = await client.request('/get-a-quote/');
    expect(page.status).toBe(200);
    const html = parseHtml(page.text);
    expect(html.all('select[name="lines.0.productId"] option').length).toBeGreaterThan(1);
    expect(html.attr('form.quote-form', 'enctype')).toBe('multipart/form-data');
    const headers = { origin: testStoreOrigin('demo') };
    const bad = form({ ...quoteFields(demoProduct), phone: 'nope' });
    const refused = await client.request('/get-a-quote/', { ...bad, headers: { ...bad.headers, ...headers } });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain('Please enter a valid UK phone number.');
    expect(refused.text).toContain('value="Robin Buyer"');
    const good = form(quoteFields(demoProduct));
    const sent = await client.request('/get-a-quote/', { ...good, headers: { ...good.headers, ...headers } });
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toMatch(/^\/advanced-quote\/[A-Za-z0-9_-]+\/\?done=sent$/);
    const other = form(quoteFields(demoProduct));
    expect((await client.request('/get-a-quote/', { ...other, headers: { ...other.headers, origin: 'https://evil.example' } })).status).toBe(403);
  });

  it('/advanced-quote/ adds a line by posting; the order’s page takes each step as a plain form, only in its status', async () => {
    const client = new SessionClient('demo');
    const headers = { origin: testStoreOrigin('demo') };
    const blank = parseHtml((await client.request('/advanced-quote/')).text);
    expect(blank.all('fieldset.line')).toHaveLength(3);
    const more = form({ ...quoteFields(demoProduct), 'lines.1.productId': '', intent: 'add-line' });
    const added = await client.request('/advanced-quote/', { ...more, headers: { ...more.headers, ...headers } });
    expect(added.status).toBe(200);
    const html = parseHtml(added.text);
    // The blank second line was dropped, the typed first kept, and one line added.
    expect(html.all('fieldset.line')).toHaveLength(2);
    expect(html.attr('select[name="lines.0.productId"] option[selected]', 'value')).toBe(String(demoProduct.id));

    const { answer } = await requestQuote(client, demoProduct);
    const hash = answer.json.hash as string;
    const early = form({ intent: 'authorise' });
    const refused = await client.request(quotePagePath(hash), { ...early, headers: { ...early.headers, ...headers } });
    expect(refused.status).toBe(422);
    // Still editable: the message is on the form, nothing moved.
    expect(refused.text).toContain(QUOTE_MESSAGES.noTerms);
    expect((await orderOf(hash)).order.status).toBe('quote');
    const { order } = await orderOf(hash);
    await staffCall(apiPath('atlasQuotes.answer', { orderId: order.id }), form({ terms: 'Net 30.', price: '5000' }));
    const authorise = form({ intent: 'authorise' });
    const done = await client.request(quotePagePath(hash), { ...authorise, headers: { ...authorise.headers, ...headers } });
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe(`${quotePagePath(hash)}?done=authorised`);
    expect((await orderOf(hash)).order.status).toBe('bespoke_authorised_terms');
    const page = parseHtml((await client.request(done.headers.location!)).text);
    expect(page.text('[role="status"]')).toContain('authorised the terms');
    expect(page.attr('[data-quote-step]', 'data-quote-step')).toBe('none');
    expect(page.all('form.quote-form')).toHaveLength(0);
  });
});
