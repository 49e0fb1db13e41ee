import { describe, expect, it } from 'vitest';
import { move, withOrder } from '../../../../src/lib/page-document/index.ts';
import { containers, frozen, page, type TestNode } from './fixture.ts';

const orders = (blocks: TestNode[]): unknown[] => blocks.map((node) => (node.items.length > 0 ? [node.order, orders(node.items)] : node.order));

describe('withOrder', () => {
  it('sets order to the array position in every list down the tree', () => {
    expect(orders(withOrder(page()))).toEqual([0, [1, [0, [1, [0, 1]], 2]], 2]);
  });

  it('follows a move: array position is the one ordering', () => {
    const saved = withOrder(move(withOrder(page()), 'd', { parentId: 'g', index: 0 }, containers));
    expect(saved[1]!.items.map((node) => [node.id, node.order])).toEqual([
      ['d', 0],
      ['b', 1],
      ['r', 2],
      ['e', 3],
    ]);
    expect(saved[1]!.items[2]!.items.map((node) => [node.id, node.order])).toEqual([['c', 0]]);
  });

  it('leaves its input as it was, and keeps blocks already in order', () => {
    const before = frozen(page());
    const next = withOrder(before);
    expect(orders(before)).toEqual([0, [0, [0, [0, [0, 0]], 0]], 0]);
    expect(next[0]).toBe(before[0]);
    expect(next[1]!.items[0]).toBe(before[1]!.items[0]);
    expect(withOrder(next)).toBe(next);
  });
});
