import { describe, expect, it } from 'vitest';
import { choosePigeonhole } from '../../../src/server/fulfilment/factory/pigeonhole-number.ts';

// A multi-item order's first scanned item claims the lowest free pigeonhole.

describe('choosePigeonhole', () => {
  it('numbers the first pigeonhole 1 when the factory has none', () => {
    expect(choosePigeonhole([])).toEqual({ kind: 'create', number: 1 });
  });

  it('takes the lowest-numbered free one, whatever order the rows come in', () => {
    const slots = [
      { id: 10, number: 3, orderId: null },
      { id: 11, number: 1, orderId: 501 },
      { id: 12, number: 2, orderId: null },
    ];
    expect(choosePigeonhole(slots)).toEqual({ kind: 'reuse', id: 12, number: 2 });
  });

  it('numbers a new one after the highest when all are taken (gaps are not refilled by creation)', () => {
    const slots = [
      { id: 1, number: 1, orderId: 7 },
      { id: 2, number: 4, orderId: 8 },
    ];
    expect(choosePigeonhole(slots)).toEqual({ kind: 'create', number: 5 });
  });
});
