import { describe, expect, it } from 'vitest';
import { blockAtPath, findBlock, idsIn } from '../../../../src/lib/page-document/index.ts';
import { page } from './fixture.ts';

describe('findBlock', () => {
  it('finds a root block with its position', () => {
    const found = findBlock(page(), 'f');
    expect(found && { parentId: found.parentId, index: found.index, path: found.path, id: found.node.id }).toEqual({
      parentId: null,
      index: 2,
      path: [2],
      id: 'f',
    });
  });

  it('finds a nested block with its parent and index path', () => {
    const found = findBlock(page(), 'd');
    expect(found && { parentId: found.parentId, index: found.index, path: found.path }).toEqual({ parentId: 'r', index: 1, path: [1, 1, 1] });
  });

  it('answers undefined for an id not on the page', () => {
    expect(findBlock(page(), 'nope')).toBeUndefined();
  });
});

describe('blockAtPath', () => {
  it('follows an index path down the tree', () => {
    expect(blockAtPath(page(), [1, 1, 0])?.id).toBe('c');
    expect(blockAtPath(page(), [0])?.id).toBe('a');
  });

  it('answers undefined for a path that leads nowhere, and for the empty path', () => {
    expect(blockAtPath(page(), [1, 5])).toBeUndefined();
    expect(blockAtPath(page(), [0, 0])).toBeUndefined();
    expect(blockAtPath(page(), [])).toBeUndefined();
  });

  it('agrees with findBlock', () => {
    for (const id of idsIn(page())) expect(blockAtPath(page(), findBlock(page(), id)!.path)?.id).toBe(id);
  });
});

describe('idsIn', () => {
  it('lists every id in reading order', () => {
    expect(idsIn(page())).toEqual(['a', 'g', 'b', 'r', 'c', 'd', 'e', 'f']);
  });
});
