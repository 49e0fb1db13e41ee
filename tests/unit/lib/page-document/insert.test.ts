import { describe, expect, it } from 'vitest';
import { findBlock, insert, PageDocumentError } from '../../../../src/lib/page-document/index.ts';
import { block, containers, frozen, outline, page } from './fixture.ts';

describe('insert', () => {
  it('puts a block at the start, middle and end of the root', () => {
    expect(outline(insert(page(), block('x'), { parentId: null, index: 0 }, containers))).toBe('x a g(b r(c d) e) f');
    expect(outline(insert(page(), block('x'), { parentId: null, index: 1 }, containers))).toBe('a x g(b r(c d) e) f');
    expect(outline(insert(page(), block('x'), { parentId: null, index: 3 }, containers))).toBe('a g(b r(c d) e) f x');
  });

  it("puts a block into a container's items, nested too", () => {
    expect(outline(insert(page(), block('x'), { parentId: 'g', index: 3 }, containers))).toBe('a g(b r(c d) e x) f');
    expect(outline(insert(page(), block('x'), { parentId: 'r', index: 1 }, containers))).toBe('a g(b r(c x d) e) f');
  });

  it('puts a block into an empty container', () => {
    const blocks = [block('g', 'grid')];
    expect(outline(insert(blocks, block('x'), { parentId: 'g', index: 0 }, containers))).toBe('g(x)');
  });

  it('inserts a block with its own items', () => {
    const next = insert(page(), block('h', 'row', [block('y'), block('z')]), { parentId: 'g', index: 0 }, containers);
    expect(outline(next)).toBe('a g(h(y z) b r(c d) e) f');
  });

  it('leaves its input as it was and shares the blocks it did not touch', () => {
    const before = frozen(page());
    const next = insert(before, block('x'), { parentId: 'r', index: 0 }, containers);
    expect(outline(before)).toBe('a g(b r(c d) e) f');
    expect(next[0]).toBe(before[0]);
    expect(next[2]).toBe(before[2]);
    expect(next[1]).not.toBe(before[1]);
    expect(next[1]!.items[0]).toBe(before[1]!.items[0]);
  });

  it('refuses a parent whose type cannot hold blocks', () => {
    expect(() => insert(page(), block('x'), { parentId: 'a', index: 0 }, containers)).toThrow(
      expect.objectContaining({ code: 'notContainer', message: 'Block type of text cannot hold other blocks' }),
    );
  });

  it('refuses a parent that is not on the page', () => {
    expect(() => insert(page(), block('x'), { parentId: 'nope', index: 0 }, containers)).toThrow(expect.objectContaining({ code: 'notFound' }));
  });

  it('refuses an index outside the list', () => {
    for (const index of [-1, 4, 1.5]) {
      expect(() => insert(page(), block('x'), { parentId: null, index }, containers)).toThrow(expect.objectContaining({ code: 'badPosition' }));
    }
    expect(() => insert(page(), block('x'), { parentId: 'r', index: 3 }, containers)).toThrow('Position 3 is outside the list (0 to 2)');
  });

  it('refuses an id already on the page, also one held inside the new block', () => {
    expect(() => insert(page(), block('c'), { parentId: null, index: 0 }, containers)).toThrow(PageDocumentError);
    expect(() => insert(page(), block('h', 'row', [block('d')]), { parentId: null, index: 0 }, containers)).toThrow('Block id d is already on this page');
    expect(() => insert(page(), block('h', 'row', [block('y'), block('y')]), { parentId: null, index: 0 }, containers)).toThrow(
      expect.objectContaining({ code: 'duplicateId' }),
    );
  });

  it('lands the block where the position says', () => {
    const next = insert(page(), block('x'), { parentId: 'g', index: 2 }, containers);
    expect(findBlock(next, 'x')).toMatchObject({ parentId: 'g', index: 2 });
  });
});
