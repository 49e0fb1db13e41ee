// The back office's order list reads its filters from a GET form's query string.
// Every value is checked; a refused one is named (the page shows it, the API answers 422) and
// left out; page sizes and cursors are bounded so every list query is.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  dayAfter,
  dayStart,
  filterQuery,
  formatCursor,
  listHref,
  parseCursor,
  parseOrderFilters,
} from '../../../src/server/fulfilment/atlas-orders/order-filters.ts';
import { refundAmount } from '../../../src/server/fulfilment/atlas-orders/refund-amount.ts';
import { ExchangeBody, MoveBody, PriorityBody, RefundBody, ReprintBody } from '../../../src/schemas/atlas-order.ts';
import { ATLAS_ORDER_FORM_ACTION } from '../../../src/lib/atlas-order-calls.ts';
import { storeOrigin } from '../../../src/server/fulfilment/atlas-orders/order-actions.ts';
import { describeDetail } from '../../../src/server/fulfilment/atlas-orders/order-detail.ts';
import { apiPath } from '../../../src/schemas/api.ts';

const parse = (query: string) => parseOrderFilters(new URLSearchParams(query));

describe('parseOrderFilters', () => {
  it('no query: every order, newest first, the default page size', () => {
    expect(parse('')).toEqual({ filters: { search: '', sort: 'newest', size: DEFAULT_PAGE_SIZE }, errors: {} });
  });

  it('reads every filter of the form', () => {
    const { filters, errors } = parse(
      'q=+casey@example.com+&status=paid&store=3&factory=newport&priority=2&flow=paper&from=2026-11-01&to=2026-11-26&sort=priority&size=50',
    );
    expect(errors).toEqual({});
    expect(filters).toEqual({
      search: 'casey@example.com',
      status: 'paid',
      divisionId: 3,
      factory: 'newport',
      priority: 2,
      flow: 'paper',
      from: '2026-11-01',
      to: '2026-11-26',
      sort: 'priority',
      size: 50,
    });
  });

  it('blank fields are no filter (the form submits every field)', () => {
    expect(parse('q=&status=&store=&factory=&priority=&flow=&from=&to=&sort=&size=')).toEqual(parse(''));
  });

  it('names every refused value and leaves it out', () => {
    const { filters, errors } = parse('status=shipped&store=demo&factory=leeds&priority=7&flow=express&from=2026-02-30&to=yesterday&sort=oldest&size=1000');
    expect(Object.keys(errors).sort()).toEqual(['factory', 'flow', 'from', 'priority', 'size', 'sort', 'status', 'store', 'to']);
    expect(errors.size).toBe(`Must be a number from 1 to ${MAX_PAGE_SIZE}.`);
    expect(filters).toEqual({ search: '', sort: 'newest', size: DEFAULT_PAGE_SIZE });
  });

  it('factory "none" is the unassigned filter; priority 0 is a filter, not blank', () => {
    expect(parse('factory=none&priority=0').filters).toMatchObject({ factory: 'none', priority: 0 });
  });

  it('a date range that ends before it starts is refused', () => {
    expect(parse('from=2026-11-26&to=2026-11-01').errors).toEqual({ to: 'Must be on or after the first date.' });
  });

  it('search is bounded', () => {
    expect(parse(`q=${'a'.repeat(MAX_SEARCH_LENGTH)}`).filters.search).toHaveLength(MAX_SEARCH_LENGTH);
    expect(parse(`q=${'a'.repeat(MAX_SEARCH_LENGTH + 1)}`).errors.q).toBe(`Must contain no more than ${MAX_SEARCH_LENGTH} characters.`);
  });
});

describe('pagination bounds', () => {
  it('page size is 1 to MAX_PAGE_SIZE, whole numbers only', () => {
    expect(parse('size=1').filters.size).toBe(1);
    expect(parse(`size=${MAX_PAGE_SIZE}`).filters.size).toBe(MAX_PAGE_SIZE);
    for (const size of ['0', '-5', `${MAX_PAGE_SIZE + 1}`, '2.5', '1e2', 'ten', '99999999999']) {
      const { filters, errors } = parse(`size=${size}`);
      expect(errors.size, size).toBeDefined();
      expect(filters.size).toBe(DEFAULT_PAGE_SIZE);
    }
  });

  it('cursors: an order id (newest first) or priority.id (priority first)', () => {
    expect(parse('after=120').filters.after).toEqual({ id: 120 });
    expect(parse('before=120').filters.before).toEqual({ id: 120 });
    expect(parse('sort=priority&after=2.120').filters.after).toEqual({ priority: 2, id: 120 });
    expect(parse('sort=priority&after=120').errors.after).toBe('Invalid page.');
    expect(parse('after=2.120').errors.after).toBe('Invalid page.');
    expect(parse('after=0').errors.after).toBe('Invalid page.');
    expect(parse('sort=priority&after=9.1').errors.after).toBe('Invalid page.');
    expect(parse('after=1&before=2').errors.after).toBe('Use after or before, not both.');
  });

  it('cursors round-trip', () => {
    for (const [text, sort] of [
      ['42', 'newest'],
      ['1.42', 'priority'],
    ] as const)
      expect(formatCursor(parseCursor(text, sort)!)).toBe(text);
  });
});

describe('links keep the filters', () => {
  it('filterQuery leaves defaults out; listHref adds the page', () => {
    const { filters } = parse('q=tee&status=paid&size=25&sort=newest');
    expect(filterQuery(filters)).toEqual({ q: 'tee', status: 'paid' });
    expect(listHref('/atlas/orders/', filters, { after: { id: 9 } })).toBe('/atlas/orders/?q=tee&status=paid&after=9');
    expect(listHref('/atlas/orders/', parse('').filters)).toBe('/atlas/orders/');
    const priority = parse('sort=priority&priority=0').filters;
    expect(listHref('/atlas/orders/', priority, { before: { priority: 1, id: 3 } })).toBe('/atlas/orders/?priority=0&sort=priority&before=1.3');
  });

  it('days are London days, as the list shows dates; a `to` day includes the whole day', () => {
    expect(dayStart('2026-11-26')).toBe('2026-11-26T00:00:00.000Z');
    expect(dayStart('2026-07-01')).toBe('2026-06-30T23:00:00.000Z'); // BST
    expect(dayStart('2026-03-29')).toBe('2026-03-29T00:00:00.000Z'); // clocks go forward at 01:00 UTC that day
    expect(dayStart('2026-10-25')).toBe('2026-10-24T23:00:00.000Z'); // and back at 01:00 UTC
    expect(dayAfter('2026-11-26')).toBe('2026-11-27T00:00:00.000Z');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01T00:00:00.000Z');
    expect(dayAfter('2026-07-01')).toBe('2026-07-01T23:00:00.000Z');
    expect(dayStart('2026-07-01', 'UTC')).toBe('2026-07-01T00:00:00.000Z');
  });
});

describe('action bodies', () => {
  it('form fields and JSON read the same', () => {
    expect(MoveBody.parse({ to: 'processing', from: 'paid' })).toEqual({ to: 'processing', from: 'paid' });
    expect(MoveBody.parse({ to: 'processing', from: '' })).toEqual({ to: 'processing' });
    expect(PriorityBody.parse({ priority: '2', version: '4' })).toEqual({ priority: 2, version: 4 });
    expect(PriorityBody.parse({ priority: 1 })).toEqual({ priority: 1 });
    expect(() => PriorityBody.parse({ priority: '3' })).toThrow('Unknown priority.');
    expect(() => MoveBody.parse({ to: 'shipped' })).toThrow('Unknown order status.');
  });

  it('refund amounts: JSON minor units, form text in major units with the currency’s decimals', () => {
    expect(refundAmount(1250, 2)).toBe(1250);
    expect(refundAmount(12.5, 2)).toBeUndefined();
    expect(refundAmount(0, 2)).toBeUndefined();
    expect(refundAmount('12.5', 2)).toBe(1250);
    expect(refundAmount('12.50', 2)).toBe(1250);
    expect(refundAmount('12', 2)).toBe(1200);
    expect(refundAmount('0.01', 2)).toBe(1);
    expect(refundAmount('12.505', 2)).toBeUndefined();
    expect(refundAmount('1500', 0)).toBe(1500);
    expect(refundAmount('15.5', 0)).toBeUndefined();
    for (const bad of ['', '0', '0.00', '-1', 'ten', '1e3', '1,000']) expect(refundAmount(bad, 2), bad).toBeUndefined();
    expect(RefundBody.parse({ amount: '5.00', reason: ' Late ', idempotencyKey: 'abcdefgh12', moveToRefunded: 'on' })).toEqual({
      amount: '5.00',
      reason: 'Late',
      idempotencyKey: 'abcdefgh12',
      moveToRefunded: true,
    });
    expect(() => RefundBody.parse({ amount: 100, reason: '', idempotencyKey: 'abcdefgh12' })).toThrow('This field is required.');
  });

  it('exchange and reprint lines: quantity 0 rows (every item is on the form) are left out; none left is refused', () => {
    const form = {
      items: [
        { parentItemId: '4', quantity: '0', size: 'M', colour: 'Black' },
        { parentItemId: '5', quantity: '1', size: ' L ', colour: '' },
      ],
    };
    expect(ExchangeBody.parse(form)).toEqual({ items: [{ parentItemId: 5, quantity: 1, size: 'L' }] });
    expect(() => ExchangeBody.parse({ items: [{ parentItemId: '4', quantity: '0' }] })).toThrow('Choose at least one item.');
    expect(() => ReprintBody.parse({ reason: 'Because', items: [{ parentItemId: 4, quantity: 1 }] })).toThrow('Choose a reprint reason.');
    expect(ReprintBody.parse({ reason: 'Misprint', items: [{ parentItemId: 4, quantity: 1 }] }).reason).toBe('Misprint');
  });
});

describe('call addresses', () => {
  it('only the action calls take plain form posts', () => {
    for (const call of ['move', 'priority', 'factory', 'refund', 'exchange', 'reprint'] as const)
      expect(ATLAS_ORDER_FORM_ACTION.test(apiPath(`atlasOrders.${call}`, { id: 12 })), call).toBe(true);
    expect(ATLAS_ORDER_FORM_ACTION.test(apiPath('atlasOrders.order', { id: 12 }))).toBe(false);
    expect(ATLAS_ORDER_FORM_ACTION.test('/omnis/v3/atlas/orders/12/move/extra/')).toBe(false);
    expect(ATLAS_ORDER_FORM_ACTION.test('/omnis/v3/atlas/orders/abc/move/')).toBe(false);
  });

  it('customer mail links go to the order’s own store', () => {
    expect(storeOrigin('http://demo.localhost:4321', 'demo', { subdomain: 'north', customDomainName: null })).toBe('http://north.localhost:4321');
    expect(storeOrigin('https://demo.printfront.test', 'demo', { subdomain: 'north', customDomainName: 'shop.north.test' })).toBe('https://shop.north.test');
    expect(storeOrigin('http://localhost:4321', 'demo', { subdomain: 'north', customDomainName: null })).toBe('http://localhost:4321');
  });

  it('change details read as one line', () => {
    expect(describeDetail({ from: 'Normal', to: 'Urgent' })).toBe('from Normal to Urgent');
    expect(describeDetail({ amount: 500, reason: 'Late' })).toBe('amount: 500, reason: Late');
    expect(describeDetail(null)).toBe('');
  });
});
