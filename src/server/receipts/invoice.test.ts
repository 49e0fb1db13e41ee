import { describe, expect, it } from 'vitest';
import { invoiceFileName, invoiceNumber } from './invoice.ts';
import { pdfMoney } from './invoice-pdf.ts';
import { addressLines, countryName, readOrderAddress } from './order-address.ts';
import { coveredByFonts } from './pdf-fonts.ts';
import { isHashShaped, newHistoryHash } from './hashes.ts';

describe('invoice numbers and file names', () => {
  it('are the store code and the zero-padded order id', () => {
    expect(invoiceNumber({ code: 'northwind' }, 42)).toBe('NORTHWIND-000042');
    expect(invoiceNumber({ code: 'wild north/tees' }, 1234567)).toBe('WILD-NORTH-TEES-1234567');
    expect(invoiceFileName({ number: 'A-000001"\r\n' })).toBe('invoice-A-000001.pdf');
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
    const address = readOrderAddress(JSON.stringify({ name: 'Robin', street: '1 Dock Road\nUnit 2', city: 'Hull', zip: 'HU1', country: 'gb', eori: 'GB1', extra: 5, state: 7 }), 'test');
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
