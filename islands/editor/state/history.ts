import type { BlockNode } from '../../../src/schemas/page-document.ts';
import type { EditorAction } from './actions.ts';
import { mergeKeyOf } from './actions.ts';
import { editorReducer } from './reducer.ts';

/** Keystrokes in one field closer together than this are one undo step. */
export const MERGE_WINDOW_MS = 1000;
/** How many steps back undo reaches. */
export const HISTORY_LIMIT = 100;

export interface EditorHistory {
  past: BlockNode[][];
  present: BlockNode[];
  future: BlockNode[][];
  /** The field the last step typed into, and when: the next keystroke there may join it. */
  lastEdit: { key: string; at: number } | null;
}

export function startHistory(blocks: BlockNode[]): EditorHistory {
  return { past: [], present: blocks, future: [], lastEdit: null };
}

/**
 * Applies an action as an undoable step. `load` starts a fresh history (a page opened or
 * refetched is not something to undo); an action that changes nothing records nothing.
 */
export function record(history: EditorHistory, action: EditorAction, now: number): EditorHistory {
  if (action.type === 'load') return startHistory(action.blocks);
  const next = editorReducer(history.present, action);
  if (next === history.present) return history;
  const key = mergeKeyOf(action);
  const last = history.lastEdit;
  const lastEdit = key ? { key, at: now } : null;
  if (key && last && last.key === key && now - last.at <= MERGE_WINDOW_MS && history.future.length === 0) {
    return { ...history, present: next, lastEdit };
  }
  return { past: [...history.past, history.present].slice(-HISTORY_LIMIT), present: next, future: [], lastEdit };
}

export function undo(history: EditorHistory): EditorHistory {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future], lastEdit: null };
}

export function redo(history: EditorHistory): EditorHistory {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future: rest, lastEdit: null };
}
