// What a shopper may still do with their order, and what a removed line gives
// back — the rules the services enforce and the page shows.
import { describe, expect, it } from 'vitest';
import {
  CHANGE_MESSAGES,
  activeLines,
  dayName,
  itemActiveQuantity,
  lineRefund,
  orderAllowances,
  otherChoices,
  returnableQuantity,
  type ChangeableItem,
  type ChangeableOrder,
} from '../../../src/server/commerce/order-changes/order-rules.ts';
import { orderIdFromNumber } from '../../../src/server/commerce/order-changes/find-order.ts';
import { doneMessage, joinChoice, splitChoice } from '../../../src/server/commerce/order-changes/order-forms.ts';

const tee = (overrides: Partial<ChangeableItem> = {}): ChangeableItem => ({
  id: 1,
  productId: 7,
  name: 'Tee',
  sku: 'TEE',
  colour: 'Black',
  size: 'M',
  quantity: 2,
  price: 2500,
  tax: 417,
  bundleParentId: null,
  returnedQuantity: 0,
  cancelledLabels: 0,
  requestedQuantity: 0,
  options: [
    { colour: { name: 'Black', hex: '#000000' }, sizes: ['S', 'M', 'L'], images: [], pro: false },
    { colour: { name: 'White', hex: '#ffffff' }, sizes: ['M'], images: [], pro: false },
  ],
  ...overrides,
});

const order = (overrides: Partial<ChangeableOrder> = {}): ChangeableOrder => ({
  id: 1,
  status: 'paid',
  version: 0,
  paid: true,
  subtotal: 6500,
  discount: 0,
  total: 6899,
  refundedTotal: 0,
  shippingCountry: 'GB',
  printed: false,
  completedAt: null,
  returnWindowDays: 30,
  items: [tee(), tee({ id: 2, name: 'Tote', price: 1500, quantity: 1, options: [] })],
  ...overrides,
});

const NOW = new Date('2026-11-26T12:00:00.000Z');

describe('orderAllowances', () => {
  it('before printing: items, removal, cancellation and the address are the shopper’s; returns wait for delivery', () => {
    for (const status of ['paid', 'processing']) {
      const allowed = orderAllowances(order({ status }), NOW);
      expect(allowed).toMatchObject({
        editItems: true,
        removeItems: true,
        itemsReason: null,
        editAddress: true,
        addressReason: null,
        requestReturn: false,
        returnReason: CHANGE_MESSAGES.notDelivered,
      });
    }
  });

  it('an unpaid order may change size or colour but not give money back', () => {
    const allowed = orderAllowances(order({ status: 'to_be_paid', paid: false }), NOW);
    expect(allowed).toMatchObject({ editItems: true, removeItems: false, itemsReason: CHANGE_MESSAGES.unpaid });
  });

  it('one printed label closes the items, whatever the status says', () => {
    const allowed = orderAllowances(order({ status: 'processing', printed: true }), NOW);
    expect(allowed).toMatchObject({ editItems: false, removeItems: false, itemsReason: CHANGE_MESSAGES.printed, editAddress: true });
  });

  it('label_printed and later statuses close the items; packing closes the address', () => {
    expect(orderAllowances(order({ status: 'label_printed' }), NOW)).toMatchObject({
      editItems: false,
      itemsReason: CHANGE_MESSAGES.printed,
      editAddress: true,
    });
    expect(orderAllowances(order({ status: 'printed' }), NOW)).toMatchObject({ editItems: false, editAddress: true });
    for (const status of ['consolidated', 'packing', 'complete']) {
      expect(orderAllowances(order({ status }), NOW)).toMatchObject({ editItems: false, editAddress: false, addressReason: CHANGE_MESSAGES.packed });
    }
  });

  it('a bespoke order is not the shopper’s to change here, and is not called printed before it is', () => {
    expect(orderAllowances(order({ status: 'bespoke_paid' }), NOW)).toMatchObject({ editItems: false, itemsReason: CHANGE_MESSAGES.closed });
    expect(orderAllowances(order({ status: 'bespoke_printing' }), NOW)).toMatchObject({ editItems: false, itemsReason: CHANGE_MESSAGES.printed });
  });

  it('a refunded order is closed to everything', () => {
    expect(orderAllowances(order({ status: 'refunded' }), NOW)).toMatchObject({
      editItems: false,
      itemsReason: CHANGE_MESSAGES.closed,
      editAddress: false,
      requestReturn: false,
      returnReason: CHANGE_MESSAGES.returnsDone,
    });
  });

  it('the return window runs from the complete log row to the millisecond', () => {
    const completedAt = '2026-10-27T12:00:00.000Z';
    const closes = new Date(Date.parse(completedAt) + 30 * 86_400_000);
    const open = orderAllowances(order({ status: 'complete', completedAt }), closes);
    expect(open).toMatchObject({ requestReturn: true, returnReason: null, returnClosesAt: closes.toISOString() });
    const late = orderAllowances(order({ status: 'complete', completedAt }), new Date(closes.getTime() + 1));
    expect(late).toMatchObject({ requestReturn: false, returnReason: CHANGE_MESSAGES.windowClosed('26 November 2026') });
  });

  it('a store’s own window counts instead of the default', () => {
    const completedAt = '2026-11-20T12:00:00.000Z';
    expect(orderAllowances(order({ status: 'complete', completedAt, returnWindowDays: 7 }), NOW).requestReturn).toBe(true);
    expect(orderAllowances(order({ status: 'complete', completedAt, returnWindowDays: 5 }), NOW).requestReturn).toBe(false);
  });
});

describe('quantities', () => {
  it('active = quantity − returned − cancelled labels; returnable also leaves out what is on its way back', () => {
    const item = tee({ quantity: 5, returnedQuantity: 1, cancelledLabels: 1, requestedQuantity: 2 });
    expect(itemActiveQuantity(item)).toBe(3);
    expect(returnableQuantity(item)).toBe(1);
    expect(returnableQuantity(tee({ quantity: 1, requestedQuantity: 3 }))).toBe(0);
  });

  it('a line with no active units is no longer in the order', () => {
    const removed = order({ items: [tee(), tee({ id: 2, cancelledLabels: 2 })] });
    expect(activeLines(removed).map((item) => item.id)).toEqual([1]);
  });
});

describe('lineRefund', () => {
  it('is the active units at the price paid, tax included', () => {
    expect(lineRefund(order(), tee())).toBe(5000);
    expect(lineRefund(order(), tee({ cancelledLabels: 1 }))).toBe(2500);
  });

  it('less the line’s share of the discount, and never more than is left to refund', () => {
    // 5000 of 6500 goods carries 5000/6500 of a 650 discount = 500.
    expect(lineRefund(order({ discount: 650, total: 6249 }), tee())).toBe(4500);
    expect(lineRefund(order({ refundedTotal: 6000 }), tee())).toBe(899);
  });
});

describe('choices', () => {
  it('offers every other colour and size the product is sold in', () => {
    expect(otherChoices(tee())).toEqual([
      { colour: 'Black', size: 'S' },
      { colour: 'Black', size: 'L' },
      { colour: 'White', size: 'M' },
    ]);
    expect(otherChoices(tee({ options: [] }))).toEqual([]);
  });

  it('round-trips a choice through the form value, the size after the last bar', () => {
    expect(splitChoice(joinChoice({ colour: 'Black', size: 'L' }))).toEqual({ colour: 'Black', size: 'L' });
    expect(splitChoice('Pipe | Grey|XL')).toEqual({ colour: 'Pipe | Grey', size: 'XL' });
    expect(splitChoice('')).toEqual({});
    expect(splitChoice(undefined)).toEqual({});
  });
});

describe('the pages’ small parts', () => {
  it('reads an order number however the shopper copied it', () => {
    expect(orderIdFromNumber('#1042')).toBe(1042);
    expect(orderIdFromNumber('DEMO-001042')).toBe(1042);
    expect(orderIdFromNumber('1042 ')).toBe(1042);
    expect(orderIdFromNumber('order')).toBeUndefined();
    expect(orderIdFromNumber('0')).toBeUndefined();
  });

  it('shows only its own confirmations, never text from the address', () => {
    expect(doneMessage('address')).toMatch(/delivery address has been changed/);
    expect(doneMessage('<script>')).toBeNull();
    expect(doneMessage('toString')).toBeNull();
    expect(doneMessage(null)).toBeNull();
  });

  it('names days in the shopper’s words', () => {
    expect(dayName('2026-12-26T23:59:59.000Z')).toBe('26 December 2026');
  });
});
