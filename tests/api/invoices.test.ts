// Invoices a tax office accepts: one per paid order, numbered from the store's own sequence in
// the paying transaction (no gap, no duplicate, also under concurrent payments), kept as issued
// whatever changes later; a credit note per refund, against the invoice, split by rate; the
// PDF breaking pages between rows with the headings repeated. Both databases (TEST_DB).
import { beforeAll, describe, expect, it } from 'vitest';
import { storeRequest, testDb } from '../support/api.ts';
import { parseHtml } from '../support/html.ts';
import { pdfPages, pdfText } from '../support/pdf-text.ts';
import { makeOrder, makeStore, orderItem, type TestStore } from '../support/factories/index.ts';
import { payOrder } from '../../src/server/commerce/payments/pay.ts';
import { refundOrder } from '../../src/server/commerce/refunds/refund-order.ts';
import { TEST_CARDS, TestPaymentProcessor } from '../../src/server/commerce/payments/test-processor.ts';
import { saveInvoiceSeller } from '../../src/server/commerce/receipts/seller.ts';
import { InvoiceDocument, CreditNoteDocument } from '../../src/schemas/invoice-document.ts';
import { taxIncluded } from '../../src/server/commerce/tax/vat-rates.ts';
import { randomToken } from '../../src/platform/security/tokens.ts';

const origin = 'http://invoices.localhost:4321';
const provider = new TestPaymentProcessor();

function card(number: string) {
  return { idempotencyKey: randomToken(16), number, expiry: { expMonth: 12, expYear: 2039 }, cvc: '123', name: 'Olivia Shopper' };
}

async function pay(store: TestStore, orderId: number, number: string = TEST_CARDS.success) {
  const { uuid } = await store.db.selectFrom('orders').select('uuid').where('id', '=', orderId).executeTakeFirstOrThrow();
  return payOrder(store, uuid, card(number), { provider, origin, userId: null });
}

async function invoicesOf(store: TestStore) {
  return store.db
    .selectFrom('invoices')
    .select(['order_id', 'sequence_number', 'number', 'document_json'])
    .where('division_id', '=', store.division.id)
    .orderBy('sequence_number')
    .execute();
}

let store: TestStore;
let prefix: string;

beforeAll(async () => {
  const { db } = await testDb();
  store = await makeStore(db, { prefix: 'invoices', companyName: 'Harbour Prints Ltd' });
  await saveInvoiceSeller(store, { address: '1 Quay Street\nBristol BS1 4DJ', vatNumber: 'GB123456789' });
  await db.updateTable('invoice_sellers').set({ ioss_number: 'IM3720000123' }).where('division_id', '=', store.division.id).execute();
  prefix = store.division.code
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
});

describe('invoice numbers', () => {
  it('run 1 to 50 without gap or duplicate over 50 payments at once, declined payments taking none', async () => {
    const orders = await Promise.all(Array.from({ length: 55 }, () => makeOrder(store, { paid: false })));
    const results = await Promise.all(orders.map((order, index) => pay(store, order.id, index % 11 === 10 ? TEST_CARDS.declined : TEST_CARDS.success)));
    expect(results.filter((result) => result.kind === 'paid')).toHaveLength(50);
    expect(results.filter((result) => result.kind === 'declined')).toHaveLength(5);

    const invoices = await invoicesOf(store);
    expect(invoices.map((invoice) => invoice.sequence_number)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    expect(new Set(invoices.map((invoice) => invoice.order_id)).size).toBe(50);
    expect(invoices[0]!.number).toBe(`${prefix}-000001`);
    expect(invoices[49]!.number).toBe(`${prefix}-000050`);
    const paidIds = orders.filter((_, index) => results[index]!.kind === 'paid').map((order) => order.id);
    expect(invoices.map((invoice) => invoice.order_id).sort((a, b) => a - b)).toEqual(paidIds.sort((a, b) => a - b));

    // Paying again changes nothing: still one invoice per order.
    const again = await pay(store, paidIds[0]!);
    expect(again.kind).toBe('paid');
    expect(await invoicesOf(store)).toHaveLength(50);
  });

  it('start at 1 in every store of their own', async () => {
    const { db } = await testDb();
    const other = await makeStore(db, { prefix: 'invoices-other' });
    const order = await makeOrder(other, { paid: false });
    expect((await pay(other, order.id)).kind).toBe('paid');
    expect((await invoicesOf(other)).map((invoice) => invoice.sequence_number)).toEqual([1]);
  });
});

describe('an issued invoice', () => {
  it('shows seller with VAT and IOSS numbers, buyer, lines with net, rate, tax and gross, the summary by rate, currency and dates', async () => {
    const order = await makeOrder(store, { paid: false, items: [orderItem({ name: 'Harbour tee', quantity: 2, price: 2500 })], shipping: 399 });
    await pay(store, order.id);
    const response = await storeRequest(store.subdomain, `/invoice/${order.hash}`);
    expect(response.status, response.text.slice(0, 300)).toBe(200);
    const page = parseHtml(response.text);
    const [row] = await store.db.selectFrom('invoices').select('number').where('order_id', '=', order.id).execute();
    expect(page.text('[data-invoice-number]')).toBe(row!.number);
    expect(page.text('[data-seller]')).toContain('Harbour Prints Ltd');
    expect(page.text('[data-seller]')).toContain('1 Quay Street');
    expect(page.text('[data-seller-vat]')).toBe('VAT: GB123456789');
    expect(page.text('[data-seller-ioss]')).toBe('IOSS: IM3720000123');
    expect(page.text('[data-bill-to]')).toContain('Casey Customer');
    expect(page.text('[data-invoice-currency]')).toBe('GBP');
    expect(page.one('[data-supply-date]')).not.toBeNull();
    const tax = 2 * taxIncluded(2500, 2000);
    expect(page.text('[data-line-net]')).toBe(`£${((5000 - tax) / 100).toFixed(2)}`);
    expect(page.text('[data-line-rate]')).toBe('20%');
    expect(page.text('[data-line-tax]')).toBe(`£${(tax / 100).toFixed(2)}`);
    expect(page.text('[data-line-total]')).toBe('£50.00');
    expect(page.all('[data-rate-summary] tbody tr')).toHaveLength(1);
    expect(page.text('[data-rate="2000"] [data-rate-gross]')).toBe('£53.99');
    expect(page.text('[data-rate="2000"] [data-rate-tax]')).toBe(`£${((tax + taxIncluded(399, 2000)) / 100).toFixed(2)}`);
  });

  it('prints the rate checkout kept, the buyer’s VAT number and how the order was taxed', async () => {
    // An EU consumer under IOSS: German VAT at 19%, kept on the item by checkout.
    const ioss = await makeOrder(store, { paid: false, items: [orderItem({ price: 2380 })], shipping: 0 });
    await store.db
      .updateTable('order_items')
      .set({ tax: taxIncluded(2380, 1900), tax_rate_bp: 1900 })
      .where('order_id', '=', ioss.id)
      .execute();
    await store.db
      .updateTable('orders')
      .set({ tax_treatment: 'ioss', goods_tax: taxIncluded(2380, 1900), shipping_tax: 0 })
      .where('id', '=', ioss.id)
      .execute();
    await pay(store, ioss.id);
    const iossPage = parseHtml((await storeRequest(store.subdomain, `/invoice/${ioss.hash}`)).text);
    expect(iossPage.text('[data-line-rate]')).toBe('19%');
    expect(iossPage.text('[data-rate="1900"] [data-rate-tax]')).toBe('£3.80');
    expect(iossPage.text('[data-tax-note]')).toBe('VAT of the destination country included and paid under the Import One-Stop Shop.');
    expect(iossPage.one('[data-buyer-vat]')).toBeNull();

    // An EU business: reverse charge, no VAT, its VAT number on the invoice.
    const business = await makeOrder(store, { paid: false, items: [orderItem({ price: 2000 })], shipping: 0 });
    await store.db.updateTable('order_items').set({ tax: 0, tax_rate_bp: 0 }).where('order_id', '=', business.id).execute();
    await store.db
      .updateTable('orders')
      .set({ tax_treatment: 'reverse-charge', buyer_vat_number: 'DE136695976', goods_tax: 0, shipping_tax: 0 })
      .where('id', '=', business.id)
      .execute();
    await pay(store, business.id);
    const businessPage = parseHtml((await storeRequest(store.subdomain, `/invoice/${business.hash}`)).text);
    expect(businessPage.text('[data-buyer-vat]')).toBe('VAT: DE136695976');
    expect(businessPage.text('[data-tax-note]')).toBe('Reverse charge: VAT to be accounted for by the customer.');
    expect(businessPage.text('[data-line-rate]')).toBe('0%');
    const shown = (await pdfText((await storeRequest(store.subdomain, `/invoice/${business.hash}.pdf`)).bytes)).join(' ');
    expect(shown).toContain('VAT: DE136695976');
    expect(shown).toContain('Reverse charge: VAT to be accounted for by the customer.');
  });

  it('never changes: a later edit of the store’s name, address and VAT number or of the order leaves it as issued', async () => {
    const order = await makeOrder(store, { paid: false });
    await pay(store, order.id);
    const before = await store.db.selectFrom('invoices').selectAll().where('order_id', '=', order.id).executeTakeFirstOrThrow();
    const pageBefore = (await storeRequest(store.subdomain, `/invoice/${order.hash}`)).text;

    const { db } = await testDb();
    await saveInvoiceSeller(store, { address: '99 New Road\nLeeds LS1 1AA', vatNumber: 'GB999999973' });
    await db.updateTable('divisions').set({ company_name: 'Renamed Prints plc' }).where('id', '=', store.division.id).execute();
    await db.updateTable('order_items').set({ name: 'Edited name', price: 1 }).where('order_id', '=', order.id).execute();
    try {
      const after = await store.db.selectFrom('invoices').selectAll().where('order_id', '=', order.id).executeTakeFirstOrThrow();
      expect(after).toEqual(before);
      const page = parseHtml((await storeRequest(store.subdomain, `/invoice/${order.hash}`)).text);
      expect(page.text('[data-seller]')).toContain('Harbour Prints Ltd');
      expect(page.text('[data-seller]')).toContain('1 Quay Street');
      expect(page.text('[data-seller]')).not.toContain('New Road');
      expect(page.text('[data-seller-vat]')).toBe('VAT: GB123456789');
      expect(page.text('[data-line-name]')).toBe('Test tee');
      expect(parseHtml(pageBefore).text('[data-invoice-number]')).toBe(page.text('[data-invoice-number]'));
      const shown = await pdfText((await storeRequest(store.subdomain, `/invoice/${order.hash}.pdf`)).bytes);
      expect(shown).toContain('1 Quay Street');
      expect(shown).not.toContain('Renamed Prints plc');
      // An order paid later prints the store as it is now.
      const later = await makeOrder(store, { paid: false });
      await pay(store, later.id);
      const laterPage = parseHtml((await storeRequest(store.subdomain, `/invoice/${later.hash}`)).text);
      expect(laterPage.text('[data-seller]')).toContain('99 New Road');
    } finally {
      await saveInvoiceSeller(store, { address: '1 Quay Street\nBristol BS1 4DJ', vatNumber: 'GB123456789' });
      await db.updateTable('divisions').set({ company_name: 'Harbour Prints Ltd' }).where('id', '=', store.division.id).execute();
    }
  });

  it('is issued on first view for an order paid before invoices were numbered, once however many views race', async () => {
    const order = await makeOrder(store);
    const pages = await Promise.all(Array.from({ length: 6 }, () => storeRequest(store.subdomain, `/invoice/${order.hash}`)));
    const numbers = pages.map((response) => parseHtml(response.text).text('[data-invoice-number]'));
    expect(new Set(numbers).size).toBe(1);
    expect(await store.db.selectFrom('invoices').select('id').where('order_id', '=', order.id).execute()).toHaveLength(1);
    const all = await invoicesOf(store);
    expect(all.map((invoice) => invoice.sequence_number)).toEqual(Array.from({ length: all.length }, (_, index) => index + 1));
  });

  it('is not issued for an order awaiting payment: its page shows no number', async () => {
    const order = await makeOrder(store, { paid: false });
    const page = parseHtml((await storeRequest(store.subdomain, `/invoice/${order.hash}`)).text);
    expect(page.text('[data-invoice-number]')).toBe('Issued on payment');
    expect(await store.db.selectFrom('invoices').select('id').where('order_id', '=', order.id).execute()).toEqual([]);
  });
});

describe('a credit note', () => {
  it('is written for a partial refund against the invoice, split by the invoice’s rates', async () => {
    // A standard-rated tee (£30.00) and a zero-rated children's tee (£10.00), £4.99 shipping at 20%.
    const order = await makeOrder(store, {
      paid: false,
      items: [orderItem({ name: 'Adult tee', price: 3000 }), orderItem({ name: 'Kids tee', sku: 'KIDS-1', price: 1000 })],
      shipping: 499,
    });
    const kids = await store.db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', order.id)
      .where('name', '=', 'Kids tee')
      .executeTakeFirstOrThrow();
    await store.db.updateTable('order_items').set({ tax: 0 }).where('id', '=', kids.id).execute();
    await store.db
      .updateTable('orders')
      .set({ goods_tax: taxIncluded(3000, 2000) })
      .where('id', '=', order.id)
      .execute();
    await pay(store, order.id);

    const invoice = InvoiceDocument.parse(
      JSON.parse((await store.db.selectFrom('invoices').select('document_json').where('order_id', '=', order.id).executeTakeFirstOrThrow()).document_json),
    );
    expect(invoice.summary).toEqual([
      { rateBp: 2000, gross: 3499, tax: taxIncluded(3000, 2000) + taxIncluded(499, 2000), net: 3499 - taxIncluded(3000, 2000) - taxIncluded(499, 2000) },
      { rateBp: 0, gross: 1000, tax: 0, net: 1000 },
    ]);

    const refund = await refundOrder(store, {
      orderId: order.id,
      amount: 1500,
      reason: 'One tee misprinted',
      idempotencyKey: randomToken(16),
      userId: null,
      actor: 'staff',
      origin,
      provider,
    });
    expect(refund.status).toBe('refunded');
    const row = await store.db.selectFrom('credit_notes').selectAll().where('refund_id', '=', refund.id).executeTakeFirstOrThrow();
    const note = CreditNoteDocument.parse(JSON.parse(row.document_json));
    expect(note.invoiceNumber).toBe(invoice.number);
    expect(note.number).toBe(`${prefix}-CN-${String(row.sequence_number).padStart(6, '0')}`);
    // 1500 over 3499 : 1000 → 1166.59 and 333.41, the spare unit to the larger remainder; the standard share's tax at 20% (194.5 rounds up).
    expect(note.summary).toEqual([
      { rateBp: 2000, gross: 1167, tax: 195, net: 972 },
      { rateBp: 0, gross: 333, tax: 0, net: 333 },
    ]);
    expect(note.amount).toBe(1500);

    // The invoice itself is unchanged and lists the credit note.
    const invoicePage = parseHtml((await storeRequest(store.subdomain, `/invoice/${order.hash}`)).text);
    expect(invoicePage.text('[data-invoice-number]')).toBe(invoice.number);
    const link = invoicePage.attr('a[data-credit-note]', 'href');
    expect(link).toBe(`/invoice/${order.hash}/credit-note/${row.sequence_number}`);

    const notePage = await storeRequest(store.subdomain, link!);
    expect(notePage.status).toBe(200);
    expect(notePage.headers['cache-control']).toBe('private, no-store');
    const page = parseHtml(notePage.text);
    expect(page.text('[data-credit-note-number]')).toBe(note.number);
    expect(page.text('[data-invoice-number]')).toBe(invoice.number);
    expect(page.text('[data-reason]')).toBe('Reason: One tee misprinted');
    expect(page.text('[data-rate="2000"] [data-rate-tax]')).toBe('£1.95');
    expect(page.text('[data-total="credited"]')).toBe('£15.00');

    const pdf = await storeRequest(store.subdomain, `${link}.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="credit-note-${note.number}.pdf"`);
    // Long numbers wrap inside the header's column (after a hyphen): compared without the breaks.
    const unspaced = (text: string) => text.replace(/\s+/g, '');
    const shown = unspaced((await pdfText(pdf.bytes)).join(''));
    expect(shown).toContain(unspaced(`Credit note number: ${note.number}`));
    expect(shown).toContain(unspaced(`Against invoice: ${invoice.number}`));
    expect(shown).toContain(unspaced('One tee misprinted'));
    expect(shown).toContain('£15.00');

    // Another store, an unknown number or a malformed one: not found.
    const { db } = await testDb();
    const other = await makeStore(db, { prefix: 'invoices-cn' });
    for (const [host, path] of [
      [other.subdomain, link!],
      [store.subdomain, `/invoice/${order.hash}/credit-note/999`],
      [store.subdomain, `/invoice/${order.hash}/credit-note/0x1`],
    ] as const) {
      expect((await storeRequest(host, path)).status, path).toBe(404);
      expect((await storeRequest(host, `${path}.pdf`)).status, `${path}.pdf`).toBe(404);
    }
  });
});

describe('a long invoice as PDF', () => {
  it('breaks pages between rows with the headings repeated, and wraps a bundle with many parts inside the margins', async () => {
    const items = Array.from({ length: 45 }, (_, index) =>
      orderItem({ name: `Line ${index + 1} tee with a rather long name that wraps onto a second line in the item column`, sku: `SKU-${index + 1}` }),
    );
    const order = await makeOrder(store, { items });
    // A bundle with 90 parts under the last line.
    const bundle = await store.db.selectFrom('order_items').select('id').where('order_id', '=', order.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    await store.db
      .insertInto('order_items')
      .values(
        Array.from({ length: 90 }, (_, index) => ({
          order_id: order.id,
          product_id: null,
          name: `Bundle part ${index + 1} of the big box, a long description that has to wrap inside the column`,
          sku: `PART-${index + 1}`,
          image: null,
          colour: 'Black',
          size: 'M',
          quantity: 1,
          price: 0,
          tax: 0,
          bundle_parent_id: bundle.id,
        })),
      )
      .execute();
    const response = await storeRequest(store.subdomain, `/invoice/${order.hash}.pdf`);
    expect(response.status).toBe(200);
    const pages = await pdfPages(response.bytes);
    expect(pages.length).toBeGreaterThan(3);
    const margin = 50;
    for (const [index, page] of pages.entries()) {
      // Nothing but the footer below the bottom margin, nothing past the right one.
      const footer = page.runs.filter((run) => run.y > page.height - margin);
      expect(footer.map((run) => run.str).join(' '), `page ${index + 1}`).toMatch(new RegExp(`Page ${index + 1} of ${pages.length}$`));
      for (const run of page.runs) expect(run.x + run.width, run.str).toBeLessThanOrEqual(595.28 - margin + 0.5);
    }
    // Every page the lines run onto starts with their headings, under "(continued)".
    const lastLinePage = pages.findIndex((page) => page.runs.some((run) => run.str === 'VAT SUMMARY BY RATE'));
    for (const page of pages.slice(1, lastLinePage)) {
      const [first, ...rest] = [...page.runs].sort((a, b) => a.y - b.y || a.x - b.x);
      expect(first!.str).toMatch(/\(continued\)$/);
      expect(rest.slice(0, 7).map((run) => run.str)).toEqual(['ITEM', 'QTY', 'UNIT PRICE', 'NET', 'VAT RATE', 'VAT', 'GROSS']);
    }
    const shown = pages.flatMap((page) => page.runs.map((run) => run.str)).join('\n');
    for (let part = 1; part <= 90; part++) expect(shown).toContain(`Bundle part ${part} of`);
    expect(shown).toContain('£1,128.99');
  });
});
