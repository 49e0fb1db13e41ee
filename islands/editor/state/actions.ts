import type { BlockPosition } from '../../../src/lib/page-document/index.ts';
import type { BlockNode } from '../../../src/schemas/page-document.ts';

/** A block's display conditions: all must pass for it to show. */
export type BlockConditions = NonNullable<BlockNode['conditions']>;

/**
 * Everything the editor can do to a page document: each is one of the pure tree operations
 * of src/lib/page-document, so the editor and the server agree on what an edit means.
 */
export type EditorAction =
  | { type: 'load'; blocks: BlockNode[] }
  | { type: 'insert'; node: BlockNode; to: BlockPosition }
  | { type: 'move'; id: string; to: BlockPosition }
  | { type: 'reorder'; id: string; toIndex: number }
  | { type: 'remove'; id: string }
  /** Fills a placeholder: the new block takes the placeholder's place. */
  | { type: 'replace'; id: string; node: BlockNode }
  | { type: 'duplicate'; id: string }
  | { type: 'updateProperties'; id: string; patch: Record<string, unknown> }
  | { type: 'resize'; id: string; width: number }
  | { type: 'setPublished'; id: string; published: boolean }
  | { type: 'switchType'; id: string; to: string }
  | { type: 'setConditions'; id: string; conditions: BlockConditions }
  /** A block's asyncItems or asyncData path; undefined loads nothing. */
  | { type: 'setAsyncSource'; id: string; kind: 'items' | 'data'; path: string | undefined };

/**
 * Keystrokes in one field of one block become one undo step (see islands/shared/edit-history.ts); every other
 * action is a step of its own.
 */
export function mergeKeyOf(action: EditorAction): string | undefined {
  if (action.type === 'setAsyncSource') return `${action.id}:async-${action.kind}`;
  if (action.type !== 'updateProperties') return undefined;
  const fields = Object.keys(action.patch).sort().join(',');
  return `${action.id}:${fields}`;
}
