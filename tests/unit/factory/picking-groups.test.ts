import { describe, expect, it } from 'vitest';
import { groupByPickface } from '../../../src/server/fulfilment/factory/picking-groups.ts';
import type { PickLabel } from '../../../src/schemas/factory.ts';

// Picking lists group the blanks to pick by pickface, with counts, urgent work first.

let next = 0;
function label(pickface: string, priority = 0, orderId = 1, orderCreatedAt = '2026-11-26T09:00:00.000Z'): PickLabel {
  next += 1;
  return {
    labelId: next,
    barcode: `PF${String(next).padStart(10, '0')}`,
    pickface,
    priority,
    orderId,
    orderCreatedAt,
    itemName: 'Tee',
    sku: 'TEE',
    colour: 'Black',
    size: 'M',
  };
}

describe('groupByPickface', () => {
  it('groups by pickface with counts, in shelf order (A-2 before A-12)', () => {
    const groups = groupByPickface([label('A-12-1'), label('A-02-1'), label('A-12-1'), label('B-01-1')]);
    expect(groups.map((group) => [group.pickface, group.count])).toEqual([
      ['A-02-1', 1],
      ['A-12-1', 2],
      ['B-01-1', 1],
    ]);
    expect(groupByPickface([label('A-12'), label('A-2')]).map((group) => group.pickface)).toEqual(['A-2', 'A-12']);
  });

  it('puts a group holding urgent or high priority labels first', () => {
    const groups = groupByPickface([label('A-01-1'), label('C-05-1', 2), label('B-03-1', 1), label('A-01-1')]);
    expect(groups.map((group) => [group.pickface, group.priority])).toEqual([
      ['C-05-1', 2],
      ['B-03-1', 1],
      ['A-01-1', 0],
    ]);
  });

  it('inside a group: highest priority, then the oldest order first', () => {
    const late = label('D-01-1', 0, 30, '2026-11-26T12:00:00.000Z');
    const early = label('D-01-1', 0, 20, '2026-11-26T08:00:00.000Z');
    const urgent = label('D-01-1', 2, 40, '2026-11-26T13:00:00.000Z');
    expect(groupByPickface([late, early, urgent])[0]!.labels.map((entry) => entry.orderId)).toEqual([40, 20, 30]);
  });

  it('an empty list has no groups', () => {
    expect(groupByPickface([])).toEqual([]);
  });
});
