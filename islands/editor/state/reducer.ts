import { duplicate, insert, move, remove, reorder, resize, updateBlock, updateProperties } from '../../../src/lib/page-document/index.ts';
import type { BlockNode } from '../../../src/schemas/page-document.ts';
import { getBlockType, parseBlockProperties } from '../../../blocks/registry.ts';
import type { EditorAction } from './actions.ts';

const isContainer = (type: string) => getBlockType(type).container === true;

/** A switch to a type the block's own type does not name as compatible. */
export class IncompatibleTypeError extends Error {
  constructor(from: string, to: string) {
    super(`Block type of ${from} cannot become ${to}`);
    this.name = 'IncompatibleTypeError';
  }
}

/**
 * Block compatibility: a block may become one of the types its own type names, keeping
 * the properties the new type understands (the rest fall back to the new type's defaults).
 */
function switchType(blocks: BlockNode[], id: string, to: string): BlockNode[] {
  return updateBlock(blocks, id, (node) => {
    if (node.type === to) return node;
    if (!getBlockType(node.type).compatibility.includes(to)) {
      throw new IncompatibleTypeError(node.type, to);
    }
    const { properties } = parseBlockProperties(to, node.properties as Record<string, unknown>);
    return { ...node, type: to, properties } as BlockNode;
  });
}

/** The document after one editor action; the same array back when the action changes nothing. */
export function editorReducer(blocks: BlockNode[], action: EditorAction): BlockNode[] {
  switch (action.type) {
    case 'load':
      return action.blocks;
    case 'insert':
      return insert(blocks, action.node, action.to, { isContainer });
    case 'move':
      return move(blocks, action.id, action.to, { isContainer });
    case 'reorder':
      return reorder(blocks, action.id, action.toIndex);
    case 'remove':
      return remove(blocks, action.id);
    case 'replace':
      return updateBlock(blocks, action.id, () => action.node);
    case 'duplicate':
      return duplicate(blocks, action.id);
    case 'updateProperties':
      return updateProperties(blocks, action.id, action.patch as Partial<BlockNode['properties']>);
    case 'resize':
      return resize(blocks, action.id, action.width);
    case 'setPublished':
      return updateBlock(blocks, action.id, (node) => ((node.published ?? true) === action.published ? node : { ...node, published: action.published }));
    case 'switchType':
      return switchType(blocks, action.id, action.to);
    case 'setConditions':
      return updateBlock(blocks, action.id, (node) => ({ ...node, conditions: action.conditions }));
    case 'setAsyncSource': {
      const field = action.kind === 'items' ? 'asyncItems' : 'asyncData';
      return updateBlock(
        blocks,
        action.id,
        ({ [field]: _old, ...node }) => (action.path === undefined ? node : { ...node, [field]: action.path }) as BlockNode,
      );
    }
  }
}
