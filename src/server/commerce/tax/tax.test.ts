import { describe, expect, it } from 'vitest';
import { orderTotals, type PricedLine, type StoreTax } from '../checkout/totals.ts';
import { buyerVatFor } from './buyer-vat.ts';
import { checkVatNumber } from './vat-number.ts';
import { STANDARD_RATES_BP, taxIncluded, taxOn, vatRateBp } from './vat-rates.ts';
import { eurCentsPerUnit } from './store-tax.ts';

// Tax by destination, case by case: one £24.99 T-shirt (and a £12.00 children's one) sent
// from a UK store with an IOSS number, prices including tax, flat £3.99 shipping.

const tee: PricedLine = { quantity: 1, price: 2499, taxCategory: 'standard' };
const kidsTee: PricedLine = { quantity: 1, price: 1200, taxCategory: 'childrens-clothing' };
const withIoss: StoreTax = { pricesIncludeTax: true, iossNumber: 'IM3720000224', eurCentsPerUnit: 1.17 };
const withoutIoss: StoreTax = { ...withIoss, iossNumber: null };
const to = (country: string, buyerVatNumber: string | null = null) => ({ country, buyerVatNumber, shippingPrice: () => 399 });

describe('VAT by destination', () => {
  const cases: {
    name: string;
    lines: PricedLine[];
    country: string;
    store?: StoreTax;
    vat?: string;
    kind: string;
    goodsTax: number;
    shippingTax: number;
    total: number;
  }[] = [
    { name: 'UK, standard rate: 20% inside the price', lines: [tee], country: 'GB', kind: 'uk', goodsTax: 417, shippingTax: 67, total: 2898 },
    { name: "UK, children's clothing: zero-rated", lines: [kidsTee], country: 'GB', kind: 'uk', goodsTax: 0, shippingTax: 67, total: 1599 },
    { name: 'Germany under IOSS: 19%', lines: [tee], country: 'DE', kind: 'ioss', goodsTax: 399, shippingTax: 64, total: 2898 },
    { name: 'France under IOSS: 20%', lines: [tee], country: 'FR', kind: 'ioss', goodsTax: 417, shippingTax: 67, total: 2898 },
    {
      name: 'Ireland under IOSS: 23%, children’s clothing zero',
      lines: [tee, kidsTee],
      country: 'IE',
      kind: 'ioss',
      goodsTax: 467,
      shippingTax: 75,
      total: 4098,
    },
    { name: 'Hungary under IOSS: 27%', lines: [tee], country: 'HU', kind: 'ioss', goodsTax: 531, shippingTax: 85, total: 2898 },
    {
      name: 'an EU consignment over €150: no VAT at checkout, import VAT due',
      // Seven tees: 7 × 2100 before VAT = £147.00 ≈ €171.99.
      lines: [{ ...tee, quantity: 7 }],
      country: 'DE',
      kind: 'import-vat-due',
      goodsTax: 0,
      shippingTax: 0,
      total: 7 * 2499 + 399,
    },
    {
      name: 'an EU consumer of a store without IOSS: import VAT due',
      lines: [tee],
      country: 'FR',
      store: withoutIoss,
      kind: 'import-vat-due',
      goodsTax: 0,
      shippingTax: 0,
      total: 2898,
    },
    { name: 'the United States: an export, zero-rated', lines: [tee], country: 'US', kind: 'export', goodsTax: 0, shippingTax: 0, total: 2898 },
    {
      name: 'an EU business with a valid VAT number: reverse charge',
      lines: [tee],
      country: 'DE',
      vat: 'DE136695976',
      kind: 'reverse-charge',
      goodsTax: 0,
      shippingTax: 0,
      total: 2898,
    },
  ];
  it.each(cases)('$name', ({ lines, country, store = withIoss, vat, kind, goodsTax, shippingTax, total }) => {
    const result = orderTotals(lines, to(country, vat ?? null), null, store);
    expect(result.treatment.kind).toBe(kind);
    expect(result.totals).toMatchObject({ goodsTax, shippingTax, total });
  });

  it('an EU business with an invalid VAT number is refused, so pays VAT like a consumer', () => {
    expect(buyerVatFor('DE136695977', 'DE')).toEqual({ error: 'This VAT number is not valid. Please check it.' });
    expect(buyerVatFor('DE 136 695 976', 'FR')).toEqual({ error: 'The VAT number must be registered in the delivery country.' });
    expect(buyerVatFor('de136695976', 'DE')).toEqual({ number: 'DE136695976', reverseCharge: true });
    expect(buyerVatFor('GB980780684', 'GB')).toEqual({ number: 'GB980780684', reverseCharge: false });
    expect(buyerVatFor('', 'DE')).toEqual({ number: null, reverseCharge: false });
    expect(buyerVatFor('12345', 'DE')).toEqual({ error: 'Enter the VAT number with its country code, e.g. DE136695976.' });
  });

  it('prices before tax get the destination’s VAT added where it is charged, and stay as they are where it is not', () => {
    const net: StoreTax = { ...withIoss, pricesIncludeTax: false };
    const line: PricedLine = { quantity: 2, price: 2000, taxCategory: 'standard' };
    expect(orderTotals([line], to('GB'), null, net).totals).toMatchObject({ subtotal: 4800, goodsTax: 800, shipping: 479, shippingTax: 80, total: 5279 });
    expect(orderTotals([line], to('DE'), null, net).totals).toMatchObject({ subtotal: 4760, goodsTax: 760, shipping: 475, total: 5235 });
    expect(orderTotals([line], to('US'), null, net).totals).toMatchObject({ subtotal: 4000, goodsTax: 0, shipping: 399, total: 4399 });
  });

  it('the €150 limit counts the goods before VAT and after the coupon, in euros', () => {
    // Five tees: 5 × 2499 = 12495 inc. 19% VAT → 10500 before VAT → €122.85: under IOSS.
    expect(orderTotals([{ ...tee, quantity: 5 }], to('DE'), null, withIoss).treatment.kind).toBe('ioss');
    // Six: €147.42 … seven: €171.99, over.
    expect(orderTotals([{ ...tee, quantity: 7 }], to('DE'), null, withIoss).treatment.kind).toBe('import-vat-due');
    // Seven with 20% off: €137.59, under again.
    expect(orderTotals([{ ...tee, quantity: 7 }], to('DE'), { percentOff: 20 }, withIoss).treatment.kind).toBe('ioss');
  });

  it('rounds each unit’s tax half up, in integers', () => {
    expect(taxIncluded(2499, 2000)).toBe(417); // 416.5
    expect(taxIncluded(2498, 2000)).toBe(416);
    expect(taxOn(2499, 1900)).toBe(475); // 474.81
    expect(taxOn(250, 2000)).toBe(50);
    expect(taxIncluded(1999, 0)).toBe(0);
  });

  it('knows the UK and the 27 member states’ standard rates, and nothing for elsewhere', () => {
    expect(Object.keys(STANDARD_RATES_BP)).toHaveLength(28);
    expect(vatRateBp('DE')).toBe(1900);
    expect(vatRateBp('FI')).toBe(2550);
    expect(vatRateBp('US')).toBe(0);
    expect(vatRateBp('IE', 'childrens-clothing')).toBe(0);
    expect(vatRateBp('FR', 'childrens-clothing')).toBe(2000);
  });

  it('checks VAT numbers’ format and check digits, Greece by EL', () => {
    expect(checkVatNumber('ATU13585627')).toEqual({ valid: true, number: 'ATU13585627', country: 'AT' });
    expect(checkVatNumber('NL004495445B01')).toMatchObject({ valid: true, country: 'NL' });
    expect(checkVatNumber('FR40303265045')).toMatchObject({ valid: true, country: 'FR' });
    expect(checkVatNumber('FR40303265046')).toEqual({ valid: false, reason: 'checksum' });
    expect(checkVatNumber('XX123456')).toEqual({ valid: false, reason: 'format' });
    expect(checkVatNumber('EL094259216')).toMatchObject({ valid: true, country: 'GR' });
  });

  it('converts store currencies to euro cents for the limit', () => {
    expect(eurCentsPerUnit('GBP', { GBP: 1.17 })).toBeCloseTo(1.17);
    expect(eurCentsPerUnit('EUR', {})).toBe(1);
    expect(eurCentsPerUnit('JPY', { JPY: 0.0062 })).toBeCloseTo(0.62);
  });
});
