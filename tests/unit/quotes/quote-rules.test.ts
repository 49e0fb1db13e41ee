// Quotes: the request's shape and validation messages, the line rules against
// the store's products, the form's flat fields, and which step of the bespoke flow is whose.
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../src/lib/validation/index.ts';
import { PurchaseOrderInput, QUOTE_MESSAGES, QuoteAnswer, QuoteRequest } from '../../../src/schemas/quotes.ts';
import { checkLines, sortSizes, type QuoteProduct } from '../../../src/server/fulfilment/quotes/line-rules.ts';
import { compactLines, quoteFieldsToRequest } from '../../../src/server/fulfilment/quotes/quote-body.ts';
import { customerStep } from '../../../src/server/fulfilment/quotes/find-quote.ts';
import { productionMoves, quoteTotals } from '../../../src/server/fulfilment/quotes/staff-quotes.ts';
import { toMinorUnits } from '../../../islands/quotes/QuoteActions.tsx';

const NOW = new Date('2026-11-26T10:00:00Z');
const CONTACT = { name: 'Robin Buyer', email: 'robin@example.com', phone: '07700 900123', company: 'Acme' };

const parse = (fields: Record<string, string>) => {
  const result = QuoteRequest(NOW).safeParse(quoteFieldsToRequest({ ...CONTACT, deadline: '2026-12-10', ...fields }));
  return result.success ? { data: result.data, errors: {} } : { data: undefined, errors: fieldErrors(result.error) };
};

describe('QuoteRequest', () => {
  it('takes per-size quantities, dropping blanks and zeros, and sums them', () => {
    const { data } = parse({
      'lines.0.productId': '7',
      'lines.0.quantities.S': '10',
      'lines.0.quantities.M': '15',
      'lines.0.quantities.L': '',
      'lines.0.quantities.XL': '0',
    });
    expect(data?.lines).toEqual([{ productId: 7, colour: '', quantities: { S: 10, M: 15 }, total: 25, options: { printSides: 'front', methodNotes: '' } }]);
  });

  it('takes a total when the sizes are not known yet', () => {
    expect(parse({ 'lines.0.productId': '7', 'lines.0.total': '120' }).data?.lines[0]).toMatchObject({ quantities: {}, total: 120 });
  });

  it('a total that agrees with the sizes is fine; one that does not is refused', () => {
    expect(parse({ 'lines.0.productId': '7', 'lines.0.quantities.M': '5', 'lines.0.total': '5' }).data?.lines[0]?.total).toBe(5);
    expect(parse({ 'lines.0.productId': '7', 'lines.0.quantities.M': '5', 'lines.0.total': '9' }).errors).toEqual({
      'lines.0.total': [QUOTE_MESSAGES.sizesAndTotal],
    });
  });

  it('a line needs a product and a quantity; quantities are digits only', () => {
    expect(parse({ 'lines.0.productId': '', 'lines.0.quantities.M': 'ten' }).errors).toEqual({
      'lines.0.productId': [QUOTE_MESSAGES.product],
      'lines.0.quantities.M': ['Must contain only numbers.'],
    });
    expect(parse({ 'lines.0.productId': '7' }).errors).toEqual({ 'lines.0.quantities': [QUOTE_MESSAGES.quantity] });
    expect(parse({ 'lines.0.productId': '7', 'lines.0.total': '100001' }).errors).toEqual({ 'lines.0.total': ['Max 100000'] });
  });

  it('contact details with the validation messages', () => {
    const { errors } = parse({ 'lines.0.productId': '7', 'lines.0.total': '5', name: ' ', email: 'not-an-email', phone: '12', company: 'x'.repeat(121) });
    expect(errors).toEqual({
      name: ['This field is required.'],
      email: ['Please enter a valid email address.'],
      phone: ['Please enter a valid UK phone number.'],
      company: ['Must contain no more than 120 characters.'],
    });
  });

  it('the deadline is a real date, today or later', () => {
    const line = { 'lines.0.productId': '7', 'lines.0.total': '5' };
    expect(parse({ ...line, deadline: '2026-11-26' }).data?.deadline).toBe('2026-11-26');
    expect(parse({ ...line, deadline: '2026-11-25' }).errors).toEqual({ deadline: [QUOTE_MESSAGES.deadlinePast] });
    expect(parse({ ...line, deadline: '2026-02-30' }).errors).toEqual({ deadline: [QUOTE_MESSAGES.deadlineFormat] });
    expect(parse({ ...line, deadline: '' }).errors).toEqual({ deadline: ['This field is required.'] });
  });

  it('at most ten lines; none is a missing product', () => {
    const eleven = Object.fromEntries(
      Array.from({ length: 11 }, (_, index) => [
        [`lines.${index}.productId`, '7'],
        [`lines.${index}.total`, '1'],
      ]).flat(),
    );
    expect(parse(eleven).errors).toEqual({ lines: [QUOTE_MESSAGES.tooManyLines] });
    const none = QuoteRequest(NOW).safeParse({ ...CONTACT, deadline: '2026-12-10', lines: [] });
    expect(none.success ? {} : fieldErrors(none.error)).toEqual({ lines: [QUOTE_MESSAGES.product] });
  });
});

describe('the form’s flat fields', () => {
  it('blank lines the form offered are dropped and the rest renumbered; the first always stays', () => {
    const fields = {
      'lines.0.productId': '',
      'lines.0.colour': 'Black',
      'lines.1.productId': '',
      'lines.1.quantities.M': '',
      'lines.2.productId': '9',
      'lines.2.quantities.M': '4',
      'lines.2.printSides': 'back',
      deadline: '2026-12-01',
      intent: 'add-line',
    };
    expect(compactLines(fields)).toEqual({
      'lines.0.productId': '',
      'lines.0.colour': 'Black',
      'lines.1.productId': '9',
      'lines.1.quantities.M': '4',
      'lines.1.printSides': 'back',
      deadline: '2026-12-01',
      intent: 'add-line',
    });
    expect(quoteFieldsToRequest(fields).lines).toEqual([
      { productId: '', colour: 'Black', quantities: {} },
      { productId: '9', quantities: { M: '4' }, printSides: 'back' },
    ]);
  });

  it('ignores fields it does not know', () => {
    expect(quoteFieldsToRequest({ 'lines.0.productId': '1', 'lines.0.price': '1', 'lines.x.total': '2', admin: '1' })).toMatchObject({
      lines: [{ productId: '1', quantities: {} }],
    });
  });
});

describe('line rules against the store’s products', () => {
  const tee: QuoteProduct = { id: 7, name: 'Organic Tee', colours: ['Black', 'White'], sizes: ['S', 'M', 'L'] };
  const bag: QuoteProduct = { id: 9, name: 'Tote Bag', colours: ['Natural'], sizes: ['One size'] };
  const line = (overrides: object) => ({
    productId: 7,
    colour: '',
    quantities: { M: 5 },
    total: 5,
    options: { printSides: 'front' as const, methodNotes: '' },
    ...overrides,
  });

  it('names the product and keeps the colour as the product spells it', () => {
    expect(checkLines([line({ colour: 'black' })], [tee, bag])).toEqual({ lines: [{ ...line({ colour: 'Black' }), name: 'Organic Tee' }], errors: {} });
  });

  it('refuses another store’s or an unknown product, a colour or size it does not come in', () => {
    const { errors } = checkLines(
      [
        line({ productId: 999 }),
        line({ colour: 'Purple', quantities: { XL: 2, M: 1 }, total: 3 }),
        line({ productId: 9, quantities: { 'One size': 40 }, total: 40 }),
      ],
      [tee, bag],
    );
    expect(errors).toEqual({
      'lines.0.productId': [QUOTE_MESSAGES.product],
      'lines.1.colour': ['The Organic Tee does not come in Purple. Choose one of: Black, White.'],
      'lines.1.quantities.XL': ['The Organic Tee does not come in size XL.'],
    });
  });

  it('sizes read in order', () => {
    expect(sortSizes(['XL', 'S', 'One size', 'M', '3XL', 'XS', 'M'])).toEqual(['XS', 'S', 'M', 'XL', '3XL', 'One size']);
  });
});

describe('the bespoke flow: whose step, which staff moves, which totals', () => {
  it('the customer edits, authorises, approves, pays; otherwise waits', () => {
    expect(
      [
        'quote',
        'bespoke_idle',
        'bespoke_requested_terms',
        'bespoke_authorised_terms',
        'bespoke_mockup',
        'bespoke_approved',
        'bespoke_paid',
        'po_confirmed',
      ].map(customerStep),
    ).toEqual(['edit', 'edit', 'authorise-terms', 'none', 'approve-mockup', 'pay-or-po', 'none', 'none']);
  });

  it('staff move an order through production only once it is paid or on a purchase order, never to a refund nor a purchase order of their own', () => {
    expect(productionMoves('bespoke_approved')).toEqual([]);
    expect(productionMoves('quote')).toEqual([]);
    expect(productionMoves('bespoke_paid')).toEqual([
      'bespoke_production',
      'bespoke_documents_printed',
      'bespoke_sorted',
      'bespoke_printing',
      'bespoke_packing',
      'bespoke_shipped',
    ]);
    expect(productionMoves('bespoke_packing')).toEqual(['bespoke_shipped']);
    expect(productionMoves('bespoke_shipped')).toEqual([]);
  });

  it('a quoted price is the total, VAT included at the UK rate', () => {
    expect(quoteTotals(12000)).toEqual({ subtotal: 12000, goods_tax: 2000, discount: 0, shipping: 0, shipping_tax: 0, total: 12000 });
  });

  it('staff answer with terms and a positive price in minor units', () => {
    expect(QuoteAnswer.safeParse({ terms: '50% up front', price: '14999' }).data).toEqual({ terms: '50% up front', price: 14999 });
    const bad = QuoteAnswer.safeParse({ terms: '  ', price: '12.50' });
    expect(bad.success ? {} : fieldErrors(bad.error)).toEqual({ terms: ['This field is required.'], price: [QUOTE_MESSAGES.price] });
    expect(PurchaseOrderInput.safeParse({ poNumber: '' }).success).toBe(false);
  });

  it('the staff form reads a price in major units', () => {
    expect(toMinorUnits('149.99', 2)).toBe(14999);
    expect(toMinorUnits('149.9', 2)).toBe(14990);
    expect(toMinorUnits('150', 2)).toBe(15000);
    expect(toMinorUnits('1500', 0)).toBe(1500);
    expect(toMinorUnits('1.999', 2)).toBeNaN();
    expect(toMinorUnits('-3', 2)).toBeNaN();
  });
});
