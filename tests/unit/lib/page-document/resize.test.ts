import { describe, expect, it } from 'vitest';
import { findBlock, GRID_COLUMNS, MIN_BLOCK_SIZE, resize } from '../../../../src/lib/page-document/index.ts';
import * as schema from '../../../../src/schemas/block.ts';
import { block, frozen, page, type TestNode } from './fixture.ts';

const width = (blocks: ReturnType<typeof page>, id: string) => findBlock(blocks, id)!.node.size.w;

describe('resize', () => {
  it('sets the columns a nested block spans', () => {
    expect(width(resize(page(), 'c', 6), 'c')).toBe(6);
  });

  it('never goes below 3 columns nor past the 12-column grid', () => {
    expect(width(resize(page(), 'c', 2), 'c')).toBe(3);
    expect(width(resize(page(), 'c', -40), 'c')).toBe(3);
    expect(width(resize(page(), 'c', 3), 'c')).toBe(3);
    expect(width(resize(page(), 'c', 13), 'c')).toBe(12);
  });

  it('rounds to whole columns', () => {
    expect(width(resize(page(), 'c', 4.4), 'c')).toBe(4);
    expect(width(resize(page(), 'c', 4.5), 'c')).toBe(5);
  });

  it('keeps the grid position', () => {
    const before: TestNode[] = [{ ...block('a'), size: { w: 6, x: 6, y: 2 } }];
    expect(findBlock(resize(before, 'a', 4), 'a')!.node.size).toEqual({ w: 4, x: 6, y: 2 });
  });

  it('leaves its input as it was, and gives it back when the width is unchanged', () => {
    const before = frozen(page());
    const next = resize(before, 'd', 4);
    expect(width(before, 'd')).toBe(12);
    expect(next[0]).toBe(before[0]);
    expect(resize(before, 'd', 12)).toBe(before);
    expect(resize(before, 'd', 40)).toBe(before);
  });

  it('refuses a width that is not a number, and an id not on the page', () => {
    expect(() => resize(page(), 'c', Number.NaN)).toThrow(expect.objectContaining({ code: 'badSize' }));
    expect(() => resize(page(), 'c', Number.POSITIVE_INFINITY)).toThrow(expect.objectContaining({ code: 'badSize' }));
    expect(() => resize(page(), 'nope', 4)).toThrow(expect.objectContaining({ code: 'notFound' }));
  });

  it('uses the bounds the block schema validates with', () => {
    // What resize produces, a stored page accepts; one column less, it refuses.
    expect(schema.BlockSize.safeParse({ w: MIN_BLOCK_SIZE }).success).toBe(true);
    expect(schema.BlockSize.safeParse({ w: MIN_BLOCK_SIZE - 1 }).success).toBe(false);
    expect(schema.BlockSize.safeParse({ w: GRID_COLUMNS }).success).toBe(true);
    expect(schema.BlockSize.safeParse({ w: GRID_COLUMNS + 1 }).success).toBe(false);
  });
});
