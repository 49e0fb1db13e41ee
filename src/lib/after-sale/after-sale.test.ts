import { describe, expect, it } from 'vitest';
import { activeQuantity, canEditAddress, canEditItems, canRequestReturn } from './order-changes.ts';
import { factoryForItems } from './factories.ts';
import { isOffered } from './product-choices.ts';
import { isPriority, priorityName } from './priorities.ts';
import { atlasSectionOf } from '../atlas-sections.ts';
import { ORDER_STATUSES } from '../order-flows/index.ts';

describe('activeQuantity (quantity − returned − cancelled labels)', () => {
  it.each([
    [{ quantity: 3, returnedQuantity: 0, cancelledLabels: 0 }, 3],
    [{ quantity: 3, returnedQuantity: 1, cancelledLabels: 0 }, 2],
    [{ quantity: 3, returnedQuantity: 0, cancelledLabels: 2 }, 1],
    [{ quantity: 3, returnedQuantity: 1, cancelledLabels: 2 }, 0],
    [{ quantity: 1, returnedQuantity: 1, cancelledLabels: 1 }, 0],
  ])('%o → %i', (item, expected) => expect(activeQuantity(item)).toBe(expected));
});

describe('what a shopper may change, by status', () => {
  const codes = ORDER_STATUSES.map((status) => status.code);
  it('items until printing starts', () => {
    expect(codes.filter(canEditItems)).toEqual(['new', 'to_be_paid', 'paid', 'processing']);
  });
  it('the address until packing', () => {
    expect(codes.filter(canEditAddress)).toEqual(['new', 'to_be_paid', 'paid', 'processing', 'label_printed', 'printed']);
  });
  it('returns only once delivered and within the window, to the millisecond', () => {
    const completed = '2026-11-01T10:00:00.000Z';
    expect(canRequestReturn('complete', completed, 30, new Date('2026-12-01T10:00:00.000Z'))).toBe(true);
    expect(canRequestReturn('complete', completed, 30, new Date('2026-12-01T10:00:00.001Z'))).toBe(false);
    expect(canRequestReturn('packing', completed, 30, new Date('2026-11-02T10:00:00.000Z'))).toBe(false);
    expect(canRequestReturn('complete', null, 30, new Date('2026-11-02T10:00:00.000Z'))).toBe(false);
    expect(canRequestReturn('refunded', completed, 30, new Date('2026-11-02T10:00:00.000Z'))).toBe(false);
  });
});

describe('factoryForItems', () => {
  it('sends all-paper orders to newport, anything with apparel to ryde', () => {
    expect(factoryForItems(['art-print', 'sticker'])).toBe('newport');
    expect(factoryForItems(['art-print', 't-shirt'])).toBe('ryde');
    expect(factoryForItems(['sticker', null])).toBe('ryde');
    expect(factoryForItems([])).toBe('ryde');
  });
});

describe('isOffered', () => {
  const options = [
    { colour: { name: 'Black', hex: '#000000' }, sizes: ['S', 'M'], images: [], pro: false },
    { colour: { name: 'Forest Green', hex: '#228b22' }, sizes: ['M', 'L'], images: [], pro: false },
  ];
  it('accepts a colour it sells in a size that colour comes in, any case', () => {
    expect(isOffered(options, 'forest green', 'L')).toBe(true);
    expect(isOffered(options, 'Black', 'L')).toBe(false);
    expect(isOffered(options, 'Pink', 'M')).toBe(false);
    expect(isOffered([], null, null)).toBe(true);
    expect(isOffered([], 'Black', null)).toBe(false);
  });
});

describe('priorities and atlas sections', () => {
  it('names priorities and refuses unknown ones', () => {
    expect(priorityName(2)).toBe('Urgent');
    expect(isPriority(3)).toBe(false);
  });
  it('finds the section of a deep atlas path', () => {
    expect(atlasSectionOf('/atlas/orders/42/')).toBe('/atlas/orders/');
    expect(atlasSectionOf('/atlas/')).toBe('/atlas/');
    expect(atlasSectionOf('/atlas/unknown/')).toBe('/atlas/');
  });
});
