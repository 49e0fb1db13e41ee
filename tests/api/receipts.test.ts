// After payment: the receipt, the invoice (page and PDF) and the order history,
// private to whoever holds their unguessable hash, and to one store.
import { beforeAll, describe, expect, it } from 'vitest';
import { storeRequest, testDb, testStore, type StoreResponse } from '../support/api.ts';
import { textContent } from 'domutils';
import type { Element } from 'domhandler';
import { parseHtml } from '../support/html.ts';
import { pdfText } from '../support/pdf-text.ts';
import { SessionClient } from '../support/session-client.ts';
import { includedVat, makeCustomer, makeOrder, orderItem, type TestStore } from '../support/factories/index.ts';

const text = (node: Element) => textContent(node).replace(/\s+/g, ' ').trim();
const HOSTILE = 'Midnight <script>alert("pwned")</script> Tee';

let demo: TestStore;
let north: TestStore;
let demoId: number;
/** A paid order in demo with a hostile product name, two lines, a discount and a coupon. */
let order: { id: number; hash: string };
let invoiceNumber: string;

beforeAll(async () => {
  [demo, north] = await Promise.all([testStore('demo'), testStore('north')]);
  demoId = demo.division.id;
  order = await makeOrder(demo, {
    status: 'processing',
    items: [
      orderItem({ name: HOSTILE, sku: 'NW-TEE-001', colour: 'Navy', size: 'L', quantity: 2, price: 2500, image: '/media/0123456789abcdef-480.webp' }),
      orderItem({ name: 'Tote bag', sku: 'NW-TOTE-002', colour: 'Natural', size: 'One size', quantity: 1, price: 1500, image: 'javascript:alert(1)' }),
    ],
    discount: 650,
    couponCode: 'SAVE10',
    shipping: 399,
    shippingAddress: {
      name: 'Robin <b>Receiver</b>',
      company: 'Acme Ltd',
      street: '5 Dock Road',
      city: 'Hull',
      state: 'East Yorkshire',
      zip: 'HU1 1AA',
      country: 'GB',
      eoriNumber: 'GB123456789000',
    },
    billingAddress: { name: 'Bailey Biller', street: '9 Bill Street', city: 'York', zip: 'YO1 7HH', country: 'GB' },
    paymentMethod: 'Visa ending 4242',
  });
  // An order paid before invoices were numbered gets its number from the store's sequence on first view.
  expect((await storeRequest('demo', `/invoice/${order.hash}`)).status).toBe(200);
  const { db } = await testDb();
  invoiceNumber = (await db.selectFrom('invoices').select('number').where('order_id', '=', order.id).executeTakeFirstOrThrow()).number;
});

const SUBTOTAL = 2 * 2500 + 1500;
const TOTAL = SUBTOTAL - 650 + 399;
const pounds = (minor: number) => `£${(minor / 100).toFixed(2)}`;

function expectPrivate(response: StoreResponse): void {
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.headers['x-robots-tag']).toBe('noindex');
  expect(response.headers['x-render-cache']).toBeUndefined();
}

/** The not-found page as any unmatched path of the store shows it. */
async function expectNotFound(host: string, path: string): Promise<void> {
  const response = await storeRequest(host, path);
  expect(response.status, path).toBe(404);
  expect(response.headers['cache-control']).toMatch(/private|no-store/);
  const page = parseHtml(response.text);
  const reference = parseHtml((await storeRequest(host, '/no-such-page-for-receipts/')).text);
  expect(reference.text('main')).toContain('We were unable to find this page');
  expect(page.text('main')).toBe(reference.text('main'));
  expect(page.text('title')).toBe(reference.text('title'));
  expect(response.text).not.toContain('Receiver');
  expect(response.text).not.toContain(invoiceNumber);
}

describe('GET /receipt/{orderHash}', () => {
  it('shows what was bought, what was paid and how, the status as progress and where it ships, escaped', async () => {
    const response = await storeRequest('demo', `/receipt/${order.hash}`);
    expect(response.status, response.text.slice(0, 300)).toBe(200);
    expectPrivate(response);
    expect(response.text).not.toContain('<script>alert("pwned")');
    expect(response.text).not.toContain('<b>Receiver</b>');
    const page = parseHtml(response.text);
    expect(page.attr('meta[name="robots"]', 'content')).toMatch(/noindex/);
    // The number staff, the invoice and the order mails use.
    expect(page.text('[data-order-number]')).toBe(`#${order.id}`);

    const items = page.all('[data-item]');
    expect(items).toHaveLength(2);
    expect(page.text('[data-item] [data-item-name]')).toBe(HOSTILE);
    expect(page.all('[data-item-price]').map(text)).toEqual([pounds(5000), pounds(1500)]);
    const main = page.text('main');
    expect(main).toContain('Colour: Navy');
    expect(main).toContain('Size: L');
    expect(main).toContain('Quantity: 2');
    expect(page.attr('[data-item] img', 'src')).toBe('/media/0123456789abcdef-480.webp');
    // An unsafe image address never reaches the page.
    expect(response.text).not.toContain('javascript:alert(1)');

    expect(page.text('[data-total="subtotal"]')).toBe(pounds(SUBTOTAL));
    expect(page.text('[data-total="discount"]')).toBe(`-${pounds(650)}`);
    expect(page.text('[data-total="shipping"]')).toBe(pounds(399));
    expect(page.text('[data-total="goods-tax"]')).toBe(pounds(2 * includedVat(2500) + includedVat(1500) - includedVat(650)));
    expect(page.text('[data-total="shipping-tax"]')).toBe(pounds(includedVat(399)));
    expect(page.text('[data-total="total"]')).toBe(pounds(TOTAL));
    expect(page.text('[data-payment-method]')).toBe('Visa ending 4242');

    // Progress is the status group's position over the last one: processing is group 2 of 0–5 in the normal flow, 2 / 5 = 40%.
    expect(page.text('[data-status]')).toBe('Processing');
    expect(page.attr('[role="progressbar"]', 'aria-valuenow')).toBe('40');
    expect(
      page
        .all('[data-status-log]')
        .map(text)
        .map((line) => line.replace(/ \d.*$/, '')),
    ).toEqual(['Order placed', 'Paid', 'Processing']);
    const shipTo = page.text('[data-ship-to]');
    expect(shipTo).toContain('Robin <b>Receiver</b>');
    expect(shipTo).toContain('EORI: GB123456789000');
    expect(page.attr(`a[href="/invoice/${order.hash}"]`, 'href')).toBeDefined();
  });

  it('is never kept by the render cache', async () => {
    await storeRequest('demo', `/receipt/${order.hash}`);
    const again = await storeRequest('demo', `/receipt/${order.hash}`);
    expectPrivate(again);
    const { db } = await testDb();
    const kept = await db.selectFrom('rendered_pages').select('cache_key').where('cache_key', 'like', '%/receipt/%').execute();
    expect(kept).toEqual([]);
  });

  it('draws a catalogue product’s picture from its small rendition', async () => {
    const { db } = await testDb();
    const product = await db
      .selectFrom('products')
      .select(['id', 'name', 'sku', 'images_json'])
      .where('division_id', '=', demoId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const image = (JSON.parse(product.images_json) as { original: string; sizes: Record<string, string> }[])[0]!;
    const bought = await makeOrder(demo, { items: [orderItem({ productId: product.id, name: product.name, sku: product.sku, image: image.original })] });
    const src = parseHtml((await storeRequest('demo', `/receipt/${bought.hash}`)).text).attr('[data-item] img', 'src');
    expect(src).toBe(image.sizes['256']);
    expect(src).not.toBe(image.original);
  });

  it('links a customer’s receipt to the order history, and a guest’s not', async () => {
    const customer = await makeCustomer(demo.db);
    const own = await makeOrder(demo, { userId: customer.id, email: customer.email });
    expect(parseHtml((await storeRequest('demo', `/receipt/${own.hash}`)).text).attr('a[href="/order-history/"]', 'href')).toBe('/order-history/');
    expect(parseHtml((await storeRequest('demo', `/receipt/${order.hash}`)).text).one('a[href^="/order-history/"]')).toBeNull();
  });
});

describe('GET /invoice/{orderHash}', () => {
  it('is a printable invoice: seller, number and date, addresses, lines with tax, tax lines and totals', async () => {
    const response = await storeRequest('demo', `/invoice/${order.hash}`);
    expect(response.status).toBe(200);
    expectPrivate(response);
    expect(response.text).not.toContain('<script>alert("pwned")');
    expect(response.text).toMatch(/@media print/);
    const page = parseHtml(response.text);
    expect(page.text('[data-invoice-number]')).toBe(invoiceNumber);
    expect(page.text('[data-order-number]')).toBe(`#${order.id}`);
    const seller = page.text('[data-seller]');
    expect(seller).toContain('Northwind Tees');
    expect(seller).toContain('Bristol BS1 6UX');
    expect(seller).toContain('hello@demo.test');
    expect(page.text('[data-bill-to]')).toContain('Bailey Biller');
    expect(page.text('[data-ship-to]')).toContain('5 Dock Road');
    const lines = page.all('[data-line]');
    expect(lines).toHaveLength(2);
    expect(page.text('[data-line-name]')).toBe(HOSTILE);
    expect(page.text('[data-line-total]')).toBe(pounds(5000));
    expect(page.all('[data-tax-line]')).toHaveLength(2);
    expect(page.text('[data-total="total"]')).toBe(pounds(TOTAL));
    expect(page.attr('a[data-download-pdf]', 'href')).toBe(`/invoice/${order.hash}.pdf`);
  });

  for (const suffix of ['.pdf', '?format=pdf']) {
    it(`downloads the same invoice as a PDF (${suffix}) in the store's embedded fonts`, async () => {
      const response = await storeRequest('demo', `/invoice/${order.hash}${suffix}`);
      expect(response.status, response.text.slice(0, 200)).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="invoice-${invoiceNumber}.pdf"`);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(response.bytes.toString('latin1')).toContain(`(Invoice ${invoiceNumber})`);
      // Fonts are embedded subsets (no standard Helvetica).
      expect(response.bytes.toString('latin1')).toMatch(/\/FontFile2/);
      expect(response.bytes.toString('latin1')).not.toMatch(/\/BaseFont \/Helvetica/);
      const shown = await pdfText(response.bytes);
      expect(shown).toContain(`Invoice number: ${invoiceNumber}`);
      expect(shown).toContain(`Order number: #${order.id}`);
      // A long name wraps inside its column (at a space or after a slash): compared without the breaks.
      const unspaced = (text: string) => text.replace(/\s+/g, '');
      expect(unspaced(shown.join(''))).toContain(unspaced(HOSTILE));
      expect(shown).toContain('Bailey Biller');
      expect(shown).toContain(pounds(TOTAL));
      expect(shown).toContain('Tax on goods (included)');
    });
  }
});

describe('orders in other currencies and long orders', () => {
  it('show the order’s own currency, never converted; the PDF writes a symbol its fonts lack as the code', async () => {
    const euro = await makeOrder(demo, { currency: 'EUR', items: [orderItem({ price: 3100 })], shipping: 500 });
    const receipt = parseHtml((await storeRequest('demo', `/receipt/${euro.hash}`)).text);
    expect(receipt.text('[data-total="total"]')).toBe('€36.00');
    expect(receipt.one('[data-total="total"] [data-money]')).toBeNull();
    expect(await pdfText((await storeRequest('demo', `/invoice/${euro.hash}.pdf`)).bytes)).toContain('€36.00');

    const rupees = await makeOrder(demo, { currency: 'INR', items: [orderItem({ price: 250000 })], shipping: 0 });
    expect(parseHtml((await storeRequest('demo', `/invoice/${rupees.hash}`)).text).text('[data-total="total"]')).toBe('₹2,500.00');
    expect(await pdfText((await storeRequest('demo', `/invoice/${rupees.hash}.pdf`)).bytes)).toContain('INR 2,500.00');
  });

  it('runs a long invoice onto more PDF pages with every line on one of them', async () => {
    const items = Array.from({ length: 40 }, (_, index) => orderItem({ name: `Line ${index + 1} tee`, sku: `SKU-${index + 1}` }));
    const long = await makeOrder(demo, { items });
    const response = await storeRequest('demo', `/invoice/${long.hash}.pdf`);
    expect(response.status).toBe(200);
    expect(response.bytes.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBeGreaterThan(1);
    const shown = await pdfText(response.bytes);
    for (const item of items) expect(shown).toContain(item.name);
    expect(shown).toContain('£1,003.99');
  });
});

describe('hashes answer 404 and reveal nothing', () => {
  it('for an unknown, a malformed or another store’s order hash, on every page and the PDF', async () => {
    const northOrder = await makeOrder(north, { shippingAddress: { name: 'Robin Receiver' } });
    const unknown = 'AAAAAAAAAAAAAAAAAAAAAA';
    for (const path of [
      `/receipt/${unknown}`,
      `/invoice/${unknown}`,
      '/receipt/short',
      `/receipt/${order.hash}x`,
      `/receipt/${northOrder.hash}`,
      `/invoice/${northOrder.hash}`,
    ]) {
      await expectNotFound('demo', path);
    }
    await expectNotFound('north', `/receipt/${order.hash}`);
    await expectNotFound('north', `/invoice/${order.hash}`);
    for (const path of [`/invoice/${northOrder.hash}.pdf`, `/invoice/${northOrder.hash}?format=pdf`, `/invoice/${unknown}.pdf`]) {
      const response = await storeRequest('demo', path);
      expect(response.status, path).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
    // The order itself is fine in its own store.
    expect((await storeRequest('north', `/receipt/${northOrder.hash}`)).status).toBe(200);
  });
});

describe('GET /order-history/{customerHash}', () => {
  it('sends visitors who are not signed in to log in', async () => {
    const response = await storeRequest('demo', '/order-history/');
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe(`/login/?redirect_uri=${encodeURIComponent('/order-history/')}`);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('gives a customer one address however many first requests race for it', async () => {
    const me = await makeCustomer(demo.db, { session: true });
    const { client } = me;
    const answers = await Promise.all(Array.from({ length: 12 }, () => client.request('/order-history/')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(303));
    expect(new Set(answers.map((answer) => answer.headers.location)).size).toBe(1);
    const { db } = await testDb();
    expect(await db.selectFrom('order_history_links').select('hash').where('user_id', '=', me.id).execute()).toHaveLength(1);
  });

  it('lists only the signed-in customer’s orders of this store, with date, status, total and links', async () => {
    const [me, other] = await Promise.all([makeCustomer(demo.db, { session: true }), makeCustomer(demo.db)]);
    const older = await makeOrder(demo, {
      userId: me.id,
      email: me.email,
      status: 'complete',
      createdAt: '2026-03-04T15:07:00.000Z',
      items: [orderItem({ quantity: 3 })],
    });
    const newer = await makeOrder(demo, { userId: me.id, email: me.email, status: 'paid', createdAt: '2026-10-01T08:05:00.000Z' });
    const elsewhere = await makeOrder(north, { userId: me.id, email: me.email });
    const theirs = await makeOrder(demo, { userId: other.id, email: other.email });

    const { client } = me;
    const redirect = await client.request('/order-history/');
    expect(redirect.status).toBe(303);
    const location = String(redirect.headers.location);
    expect(location).toMatch(/^\/order-history\/[A-Za-z0-9_-]{22,}$/);
    // The same customer always gets the same address.
    expect((await client.request('/order-history/')).headers.location).toBe(location);

    const response = await client.request(location);
    expect(response.status).toBe(200);
    expectPrivate(response);
    const page = parseHtml(response.text);
    const receipts = page.all('[data-order] a[href^="/receipt/"]').map((link) => link.attribs.href);
    expect(receipts).toEqual([`/receipt/${newer.hash}`, `/receipt/${older.hash}`]);
    expect(page.all('[data-order] a[href^="/invoice/"]').map((link) => link.attribs.href)).toEqual([`/invoice/${newer.hash}`, `/invoice/${older.hash}`]);
    expect(response.text).not.toContain(elsewhere.hash);
    expect(response.text).not.toContain(theirs.hash);
    // Dates read DD/MM/YY hh:mm a (London time: GMT on 4 March, BST on 1 October).
    expect(page.all('[data-order] time').map(text)).toEqual(['01/10/26 09:05 am', '04/03/26 03:07 pm']);
    expect(page.all('[data-order-status]').map((node) => node.attribs['data-order-status'])).toEqual(['paid', 'complete']);
    expect(page.text('[data-order-total]')).toContain(pounds(2500 + 399));

    // Anyone holding the address sees it; another store does not know it.
    expect((await storeRequest('demo', location)).status).toBe(200);
    await expectNotFound('north', location);
    await expectNotFound('demo', '/order-history/AAAAAAAAAAAAAAAAAAAAAA');
    await expectNotFound('demo', `${location}?page=2`);

    // In the other store the same customer has another address and only that store's order.
    const northClient = new SessionClient('north');
    expect((await northClient.login(me.email, me.password)).status).toBe(200);
    const northLocation = String((await northClient.request('/order-history/')).headers.location);
    expect(northLocation).not.toBe(location);
    const northPage = parseHtml((await northClient.request(northLocation)).text);
    expect(northPage.all('[data-order] a[href^="/receipt/"]').map((link) => link.attribs.href)).toEqual([`/receipt/${elsewhere.hash}`]);
  });
});
