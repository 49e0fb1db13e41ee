import { describe, expect, it } from 'vitest';
import { keyboardMoveTarget, moveAnnouncement } from '../../../../islands/editor/state/keyboard-moves.ts';
import { editorReducer } from '../../../../islands/editor/state/reducer.ts';
import { isContainerType, blockTitle } from '../../../../islands/editor/block-types.ts';
import { BlockNode } from '../../../../src/schemas/page-document.ts';

const text = (id: string) => BlockNode.parse({ id, type: 'text', properties: {} });
const page = () => [text('a'), BlockNode.parse({ id: 'g', type: 'grid', properties: {}, items: [text('g1')] }), text('b')];

describe('keyboard moves (every drag has a keyboard path)', () => {
  it('moves up and down within a list, and not past its ends', () => {
    expect(keyboardMoveTarget(page(), 'b', 'up', isContainerType)).toEqual({ parentId: null, index: 1 });
    expect(keyboardMoveTarget(page(), 'a', 'down', isContainerType)).toEqual({ parentId: null, index: 1 });
    expect(keyboardMoveTarget(page(), 'a', 'up', isContainerType)).toBeUndefined();
    expect(keyboardMoveTarget(page(), 'b', 'down', isContainerType)).toBeUndefined();
  });

  it('moves into the container just before, last among its items', () => {
    expect(keyboardMoveTarget(page(), 'b', 'into', isContainerType)).toEqual({ parentId: 'g', index: 1 });
    expect(keyboardMoveTarget(page(), 'g', 'into', isContainerType)).toBeUndefined();
  });

  it('moves out of a container to just after it', () => {
    expect(keyboardMoveTarget(page(), 'g1', 'out', isContainerType)).toEqual({ parentId: null, index: 2 });
    expect(keyboardMoveTarget(page(), 'a', 'out', isContainerType)).toBeUndefined();
  });

  it('announces where the block went', () => {
    const to = keyboardMoveTarget(page(), 'b', 'into', isContainerType)!;
    const moved = editorReducer(page(), { type: 'move', id: 'b', to });
    expect(moveAnnouncement(moved, 'b', blockTitle)).toBe('Text moved to position 2 of 2 in Grid');
    const up = editorReducer(page(), { type: 'move', id: 'b', to: keyboardMoveTarget(page(), 'b', 'up', isContainerType)! });
    expect(moveAnnouncement(up, 'b', blockTitle)).toBe('Text moved to position 2 of 3 on the page');
  });
});
