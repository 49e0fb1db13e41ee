// Undo and redo for every editor island (block editor, theme editor, menu editor): immutable
// snapshots, with changes to one field in quick succession (typing, dragging a slider) merged
// into one step, so one undo takes back a word typed in one go, as the browser's own would.

export interface EditHistory<T> {
  past: T[];
  present: T;
  future: T[];
  /** The field the last change touched and when, so the next change to it can merge. */
  last?: { key: string; at: number } | undefined;
}

/** Changes to one field closer together than this are one undo step. */
export const MERGE_WINDOW_MS = 1000;
/** Steps kept; the oldest fall off. */
export const HISTORY_LIMIT = 100;

export const startHistory = <T>(present: T): EditHistory<T> => ({ past: [], present, future: [] });

/**
 * Records `next` as the present; merges with the previous step when `key` names the same field
 * within the window. A change that changes nothing (the same object) records nothing. Undo and
 * redo forget the last field, so a change after them always starts a step of its own.
 */
export function record<T>(history: EditHistory<T>, next: T, key?: string, at = Date.now()): EditHistory<T> {
  if (Object.is(next, history.present)) return history;
  const merge = key !== undefined && history.last?.key === key && at - history.last.at < MERGE_WINDOW_MS;
  const past = merge ? history.past : [...history.past, history.present].slice(-HISTORY_LIMIT);
  return { past, present: next, future: [], last: key === undefined ? undefined : { key, at } };
}

export function undo<T>(history: EditHistory<T>): EditHistory<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo<T>(history: EditHistory<T>): EditHistory<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}

type HistoryKeyEvent = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

/** Ctrl/Cmd+Z undoes; Shift+Ctrl/Cmd+Z and Ctrl/Cmd+Y redo. Undefined for any other key (Alt combinations included). */
export function historyKey(event: HistoryKeyEvent): 'undo' | 'redo' | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return undefined;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return undefined;
}
