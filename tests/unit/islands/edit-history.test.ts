// Undo and redo shared by the block, theme and menu editors, merging quick changes to one field.
import { describe, expect, it } from 'vitest';
import { HISTORY_LIMIT, historyKey, MERGE_WINDOW_MS, record, redo, startHistory, undo } from '../../../islands/shared/edit-history.ts';

describe('edit history', () => {
  it('undoes and redoes each change, and a new change drops what could be redone', () => {
    let history = record(record(startHistory('a'), 'b', undefined, 0), 'c', undefined, 10);
    history = undo(history);
    expect(history.present).toBe('b');
    history = undo(history);
    expect(history.present).toBe('a');
    expect(undo(history)).toBe(history);
    history = redo(history);
    expect(history.present).toBe('b');
    history = record(history, 'x', undefined, 20);
    expect(history.future).toEqual([]);
    expect(redo(history)).toBe(history);
  });

  it('merges changes to one field within the window into one step, but not across fields or after a pause', () => {
    let history = startHistory('');
    history = record(history, 'h', 'title', 0);
    history = record(history, 'he', 'title', 300);
    history = record(history, 'hey', 'title', 600);
    expect(history.past).toEqual(['']);
    history = record(history, 'hey!', 'title', 600 + MERGE_WINDOW_MS);
    expect(history.past).toEqual(['', 'hey']);
    history = record(history, 'hey!?', 'colour', 600 + MERGE_WINDOW_MS + 10);
    expect(history.past).toEqual(['', 'hey', 'hey!']);
    expect(undo(history).present).toBe('hey!');
  });

  it('records nothing for a change that changes nothing, and never merges into a step taken back', () => {
    const start = startHistory({ title: '' });
    expect(record(start, start.present, 'title', 0)).toBe(start);
    let history = record(start, { title: 'a' }, 'title', 0);
    history = undo(history);
    history = record(history, { title: 'b' }, 'title', 10);
    expect(history.past).toEqual([{ title: '' }]);
    history = record(history, { title: 'bc' }, 'title', 20);
    expect(history.past).toEqual([{ title: '' }]);
  });

  it('keeps a bounded number of steps', () => {
    let history = startHistory(0);
    for (let step = 1; step <= HISTORY_LIMIT + 20; step++) history = record(history, step, undefined, step);
    expect(history.past).toHaveLength(HISTORY_LIMIT);
  });

  it('reads Ctrl/Cmd+Z as undo and Shift+Ctrl/Cmd+Z or Ctrl+Y as redo', () => {
    const key = (key: string, more: { ctrlKey?: boolean; metaKey?: boolean; shiftKey?: boolean; altKey?: boolean } = {}) =>
      historyKey({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...more });
    expect(key('z', { ctrlKey: true })).toBe('undo');
    expect(key('z', { metaKey: true })).toBe('undo');
    expect(key('Z', { metaKey: true, shiftKey: true })).toBe('redo');
    expect(key('y', { ctrlKey: true })).toBe('redo');
    expect(key('z')).toBeUndefined();
    expect(key('s', { ctrlKey: true })).toBeUndefined();
    expect(key('z', { ctrlKey: true, altKey: true })).toBeUndefined();
  });
});
