import { describe, expect, it } from 'vitest';
import { buildInvoiceDocument, documentNumber, invoiceFileName, invoicePrefix, partText } from './invoice.ts';
import { groupBundleParts, type Order } from './order-reader.ts';
import type { Seller } from './seller.ts';
import { pdfMoney } from './invoice-pdf.ts';
import { addressLines, countryName, readOrderAddress } from './order-address.ts';
import { coveredByFonts } from '../../../platform/pdf/pdf-fonts.ts';
import { isHashShaped, newHistoryHash } from './hashes.ts';

describe('invoice numbers and file names', () => {
  it('are the store code and the zero-padded number from its sequence', () => {
    expect(documentNumber(invoicePrefix({ code: 'northwind' }), 42)).toBe('NORTHWIND-000042');
    expect(documentNumber(invoicePrefix({ code: 'wild north/tees' }), 1234567)).toBe('WILD-NORTH-TEES-1234567');
    expect(documentNumber(`${invoicePrefix({ code: '--' })}-CN`, 7)).toBe('INV-CN-000007');
    expect(invoiceFileName({ number: 'A-000001"\r\n' })).toBe('invoice-A-000001.pdf');
    expect(invoiceFileName({ number: 'A-CN-000002' }, 'credit-note')).toBe('credit-note-A-CN-000002.pdf');
    expect(invoiceFileName({ number: null })).toBe('invoice-pro-forma.pdf');
  });
});

describe('PDF money', () => {
  it('keeps symbols the embedded latin fonts have, and writes the code for others', () => {
    expect(pdfMoney(1999, 'GBP')).toBe('£19.99');
    expect(pdfMoney(1999, 'EUR')).toBe('€19.99');
    expect(pdfMoney(1999, 'INR')).toBe('INR 19.99');
    expect(pdfMoney(150000, 'KRW')).toBe('KRW 150,000');
    expect(coveredByFonts('Café £5 – “ok”')).toBe(true);
    expect(coveredByFonts('₹')).toBe(false);
  });
});

describe('order addresses', () => {
  it('read leniently, with eori as another spelling, printed without empty lines', () => {
    const address = readOrderAddress(
      JSON.stringify({ name: 'Robin', street: '1 Dock Road\nUnit 2', city: 'Hull', zip: 'HU1', country: 'gb', eori: 'GB1', extra: 5, state: 7 }),
      'test',
    );
    expect(address).toMatchObject({ name: 'Robin', eoriNumber: 'GB1', state: '', company: '' });
    expect(addressLines(address)).toEqual(['Robin', '1 Dock Road', 'Unit 2', 'Hull, HU1', 'United Kingdom', 'EORI: GB1']);
    expect(readOrderAddress('null', 'test').name).toBe('');
  });

  it('names countries by their code, leaving other text alone', () => {
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('France')).toBe('France');
    expect(countryName('ZZ')).toBe('ZZ');
  });
});

describe('hashes', () => {
  it('are 128 random bits in base64url, and only such shapes are looked up', () => {
    const hash = newHistoryHash();
    expect(hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newHistoryHash()).not.toBe(hash);
    expect(isHashShaped(hash)).toBe(true);
    expect(isHashShaped('short')).toBe(false);
    expect(isHashShaped(`${hash}.pdf`)).toBe(false);
    expect(isHashShaped(undefined)).toBe(false);
  });
});

describe('bundles on an order', () => {
  const item = (id: number, bundleParentId: number | null, name = `Item ${id}`) => ({
    id,
    productId: id,
    name,
    sku: `S${id}`,
    image: null,
    options: { Colour: 'Black', Size: id === 3 ? null : 'M' },
    quantity: 2,
    price: bundleParentId === null ? 1000 : 0,
    tax: 0,
    rateBp: 0,
    bundleParentId,
    personalization: [],
  });

  it('group parts under their bundle line in the order written, keeping a part whose bundle is missing', () => {
    const lines = groupBundleParts([item(1, null), item(2, 1), item(3, 1), item(4, null), item(5, 99)]);
    expect(lines.map((line) => [line.id, line.parts.map((part) => part.id)])).toEqual([
      [1, [2, 3]],
      [4, []],
      [5, []],
    ]);
  });

  it('print each part under its bundle on the invoice, priced within it', () => {
    const [bundle] = groupBundleParts([item(1, null, 'Tee Set'), item(2, 1, 'Tee'), item(3, 1, 'Tote')]);
    const order = {
      id: 7,
      hash: 'h',
      items: [bundle!],
      totals: { subtotal: 2000, goodsTax: 0, discount: 0, shipping: 0, shippingTax: 0, total: 2000 },
      billingAddress: readOrderAddress('null', 't'),
      shippingAddress: readOrderAddress('null', 't'),
      paidAt: null,
      createdAt: '2026-01-01T00:00:00Z',
      status: 'paid',
    } as unknown as Order;
    const seller = {} as Seller;
    const [line] = buildInvoiceDocument('DEMO-000001', seller, order, '2026-01-02T00:00:00Z').lines;
    expect(line).toMatchObject({ description: 'Tee Set', gross: 2000, net: 2000, tax: 0, rateBp: 0 });
    expect(line!.parts.map(partText)).toEqual(['2 × Tee (Black / M)', '2 × Tote (Black)']);
  });
});
