import { describe, expect, it } from 'vitest';
import { normaliseOrderRanks } from '../../../src/lib/validation/index.ts';

describe('normaliseOrderRanks', () => {
  it('ranks sibling …Order keys evenly over [0, 1] by value', () => {
    expect(normaliseOrderRanks({ title: 'Hi', textOrder: 5, imageOrder: 2, buttonOrder: 9 })).toEqual({
      title: 'Hi',
      textOrder: 0.5,
      imageOrder: 0,
      buttonOrder: 1,
    });
    expect(normaliseOrderRanks({ aOrder: 10, bOrder: 20, cOrder: 30, dOrder: 40 })).toEqual({ aOrder: 0, bOrder: 1 / 3, cOrder: 2 / 3, dOrder: 1 });
  });

  it('gives a lone …Order key rank 0 and leaves other keys alone', () => {
    expect(normaliseOrderRanks({ imageOrder: 7, order: 3, ordering: 1 })).toEqual({ imageOrder: 0, order: 3, ordering: 1 });
  });

  it('is stable: equal values keep key order and get distinct ranks', () => {
    expect(normaliseOrderRanks({ bOrder: 1, aOrder: 1, cOrder: 0 })).toEqual({ bOrder: 0.5, aOrder: 1, cOrder: 0 });
  });

  it('reads numeric strings and puts values that are not numbers last', () => {
    expect(normaliseOrderRanks({ aOrder: 'x', bOrder: '2', cOrder: 1, dOrder: null })).toEqual({ aOrder: 2 / 3, bOrder: 1 / 3, cOrder: 0, dOrder: 1 });
  });

  it('normalises each nested object among its own siblings, in arrays too', () => {
    const input = { textOrder: 3, imageOrder: 1, props: { aOrder: -5, bOrder: 100 }, blocks: [{ xOrder: 2, yOrder: 1 }] };
    expect(normaliseOrderRanks(input)).toEqual({ textOrder: 1, imageOrder: 0, props: { aOrder: 0, bOrder: 1 }, blocks: [{ xOrder: 1, yOrder: 0 }] });
  });

  it('is idempotent and does not modify its input', () => {
    const input = { aOrder: 30, bOrder: 10, cOrder: 20 };
    const once = normaliseOrderRanks(input);
    expect(normaliseOrderRanks(once)).toEqual(once);
    expect(input).toEqual({ aOrder: 30, bOrder: 10, cOrder: 20 });
  });

  it('passes non-objects through', () => {
    expect(normaliseOrderRanks(3)).toBe(3);
    expect(normaliseOrderRanks(null)).toBeNull();
    const date = new Date(0);
    expect(normaliseOrderRanks(date)).toBe(date);
  });
});
