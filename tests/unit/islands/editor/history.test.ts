import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEditorStore } from '../../../../islands/editor/state/editor-store.ts';
import { MERGE_WINDOW_MS } from '../../../../islands/shared/edit-history.ts';
import { BlockNode } from '../../../../src/schemas/page-document.ts';

const text = (id: string) => BlockNode.parse({ id, type: 'text', properties: { text: '' } });
const typed = (store: ReturnType<typeof createEditorStore>) => (store.$blocks.get()[0]!.properties as { text: string }).text;

describe('the editor history', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('undoes and redoes each step', () => {
    const store = createEditorStore([text('a')]);
    store.dispatch({ type: 'insert', node: text('b'), to: { parentId: null, index: 1 } });
    store.dispatch({ type: 'remove', id: 'a' });
    expect(store.$blocks.get().map((block) => block.id)).toEqual(['b']);
    store.undo();
    expect(store.$blocks.get().map((block) => block.id)).toEqual(['a', 'b']);
    store.undo();
    expect(store.$blocks.get().map((block) => block.id)).toEqual(['a']);
    store.undo();
    expect(store.$blocks.get().map((block) => block.id)).toEqual(['a']);
    store.redo();
    store.redo();
    expect(store.$blocks.get().map((block) => block.id)).toEqual(['b']);
  });

  it('merges consecutive keystrokes in one field within the window into one step', () => {
    const store = createEditorStore([text('a')]);
    for (const value of ['H', 'He', 'Hel', 'Hell', 'Hello']) {
      store.dispatch({ type: 'updateProperties', id: 'a', patch: { text: value } });
      vi.advanceTimersByTime(MERGE_WINDOW_MS - 1);
    }
    expect(typed(store)).toBe('Hello');
    store.undo();
    expect(typed(store)).toBe('');
  });

  it('starts a new step after a pause longer than the window', () => {
    const store = createEditorStore([text('a')]);
    store.dispatch({ type: 'updateProperties', id: 'a', patch: { text: 'Hello' } });
    vi.advanceTimersByTime(MERGE_WINDOW_MS + 1);
    store.dispatch({ type: 'updateProperties', id: 'a', patch: { text: 'Hello world' } });
    store.undo();
    expect(typed(store)).toBe('Hello');
    store.undo();
    expect(typed(store)).toBe('');
  });

  it('does not merge keystrokes in different fields', () => {
    const store = createEditorStore([text('a')]);
    store.dispatch({ type: 'updateProperties', id: 'a', patch: { text: 'Hi' } });
    store.dispatch({ type: 'updateProperties', id: 'a', patch: { align: 'center' } });
    store.undo();
    expect(store.$blocks.get()[0]!.properties).toMatchObject({ text: 'Hi', align: 'left' });
  });

  it('a new edit after undo drops the redo steps', () => {
    const store = createEditorStore([text('a')]);
    store.dispatch({ type: 'remove', id: 'a' });
    store.undo();
    store.dispatch({ type: 'insert', node: text('c'), to: { parentId: null, index: 0 } });
    store.redo();
    expect(store.$blocks.get().map((block) => block.id)).toEqual(['c', 'a']);
  });

  it('a load starts a fresh history and is not counted as an edit', () => {
    const store = createEditorStore([text('a')]);
    store.dispatch({ type: 'remove', id: 'a' });
    expect(store.$revision.get()).toBe(1);
    store.dispatch({ type: 'load', blocks: [text('z')] });
    store.undo();
    expect(store.$blocks.get().map((block) => block.id)).toEqual(['z']);
    expect(store.$revision.get()).toBe(1);
  });
});
