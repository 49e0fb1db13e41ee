import { describe, expect, it } from 'vitest';
import { findBlock, move, reorder, type TreeNode } from '../../../../src/lib/page-document/index.ts';
import { containers, frozen, outline, page, type TestNode } from './fixture.ts';

const reordered = (blocks: TestNode[]): string[] => {
  const flagged = (nodes: TreeNode<TestNode>[]): string[] => nodes.flatMap((node) => [...(node.flags.reordered ? [node.id] : []), ...flagged(node.items)]);
  return flagged(blocks);
};

describe('move within one list', () => {
  it('moves a root block forward and back; the index is where it ends up', () => {
    expect(outline(move(page(), 'a', { parentId: null, index: 2 }, containers))).toBe('g(b r(c d) e) f a');
    expect(outline(move(page(), 'f', { parentId: null, index: 0 }, containers))).toBe('f a g(b r(c d) e)');
    expect(findBlock(move(page(), 'a', { parentId: null, index: 1 }, containers), 'a')).toMatchObject({ parentId: null, index: 1 });
  });

  it("moves a block within a container's items", () => {
    expect(outline(move(page(), 'e', { parentId: 'g', index: 0 }, containers))).toBe('a g(e b r(c d)) f');
    expect(outline(move(page(), 'c', { parentId: 'r', index: 1 }, containers))).toBe('a g(b r(d c) e) f');
  });

  it('flags the moved block reordered, and no other', () => {
    expect(reordered(move(page(), 'c', { parentId: 'r', index: 1 }, containers))).toEqual(['c']);
  });

  it('changes nothing, and flags nothing, when the block is already there', () => {
    const before = page();
    expect(move(before, 'c', { parentId: 'r', index: 0 }, containers)).toBe(before);
    expect(reordered(before)).toEqual([]);
  });
});

describe('move across containers', () => {
  it('moves a block from one container into another, keeping the rest in place', () => {
    const next = move(page(), 'b', { parentId: 'r', index: 1 }, containers);
    expect(outline(next)).toBe('a g(r(c b d) e) f');
    expect(findBlock(next, 'b')).toMatchObject({ parentId: 'r', index: 1 });
    expect(reordered(next)).toEqual(['b']);
  });

  it('moves a nested block out to the root', () => {
    expect(outline(move(page(), 'd', { parentId: null, index: 1 }, containers))).toBe('a d g(b r(c) e) f');
  });

  it('moves a root block into a container', () => {
    expect(outline(move(page(), 'f', { parentId: 'r', index: 2 }, containers))).toBe('a g(b r(c d f) e)');
  });

  it('moves a container with everything it holds', () => {
    expect(outline(move(page(), 'r', { parentId: null, index: 0 }, containers))).toBe('r(c d) a g(b e) f');
  });

  it('leaves its input as it was and shares the blocks it did not touch', () => {
    const before = frozen(page());
    const next = move(before, 'f', { parentId: 'g', index: 0 }, containers);
    expect(outline(before)).toBe('a g(b r(c d) e) f');
    expect(before[2]!.flags.reordered).toBe(false);
    expect(next[0]).toBe(before[0]);
    expect(next[1]!.items[2]).toBe(before[1]!.items[1]);
  });
});

describe('move refusals', () => {
  it('refuses to move a block into itself', () => {
    expect(() => move(page(), 'g', { parentId: 'g', index: 0 }, containers)).toThrow(expect.objectContaining({ code: 'intoItself' }));
  });

  it('refuses to move a block into one of its descendants', () => {
    expect(() => move(page(), 'g', { parentId: 'r', index: 0 }, containers)).toThrow('A block cannot be moved into itself or into one of its own items');
  });

  it('refuses a destination that cannot hold blocks', () => {
    expect(() => move(page(), 'a', { parentId: 'f', index: 0 }, containers)).toThrow(expect.objectContaining({ code: 'notContainer' }));
  });

  it('refuses an unknown block or destination', () => {
    expect(() => move(page(), 'nope', { parentId: null, index: 0 }, containers)).toThrow('Block nope is not on this page');
    expect(() => move(page(), 'a', { parentId: 'nope', index: 0 }, containers)).toThrow(expect.objectContaining({ code: 'notFound' }));
  });

  it('refuses an index outside the list, counted without the moved block', () => {
    // Within its list of 3 the last position is 2; into r (2 items) it is 2.
    expect(() => move(page(), 'a', { parentId: null, index: 3 }, containers)).toThrow(expect.objectContaining({ code: 'badPosition' }));
    expect(outline(move(page(), 'a', { parentId: 'r', index: 2 }, containers))).toBe('g(b r(c d a) e) f');
    expect(() => move(page(), 'a', { parentId: 'r', index: 3 }, containers)).toThrow(expect.objectContaining({ code: 'badPosition' }));
  });
});

describe('reorder', () => {
  it('moves a block within its own list and flags it', () => {
    const next = reorder(page(), 'b', 2);
    expect(outline(next)).toBe('a g(r(c d) e b) f');
    expect(reordered(next)).toEqual(['b']);
  });

  it("works in a list whose parent's type is not a container", () => {
    const odd = [{ ...page()[0]!, items: page()[1]!.items }];
    expect(outline(reorder(odd, 'e', 0))).toBe('a(e b r(c d))');
  });

  it('refuses an unknown block and an index outside its list', () => {
    expect(() => reorder(page(), 'nope', 0)).toThrow(expect.objectContaining({ code: 'notFound' }));
    expect(() => reorder(page(), 'c', 2)).toThrow(expect.objectContaining({ code: 'badPosition' }));
  });
});
