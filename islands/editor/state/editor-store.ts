import { atom, computed } from 'nanostores';
import type { BlockNode } from '../../../src/schemas/page-document.ts';
import type { EditorAction } from './actions.ts';
import { record, redo, startHistory, undo } from './history.ts';

/**
 * The page document being edited, in a nanostore so the block list, the property form,
 * the preview bridge and the autosave all read one copy. Every change goes through
 * `dispatch`, so it is undoable; `clock` is injectable for the merge window's tests.
 */
export function createEditorStore(blocks: BlockNode[], clock: () => number = Date.now) {
  const $history = atom(startHistory(blocks));
  const $blocks = computed($history, (history) => history.present);
  const $selected = atom<string | null>(null);
  /** Counts the document's changes by the owner (not loads): the autosave waits for a new one. */
  const $revision = atom(0);

  const apply = (next: ReturnType<typeof startHistory>, edited: boolean) => {
    if (next === $history.get()) return;
    $history.set(next);
    if (edited) $revision.set($revision.get() + 1);
  };

  return {
    $history,
    $blocks,
    $selected,
    $revision,
    dispatch(action: EditorAction): void {
      apply(record($history.get(), action, clock()), action.type !== 'load');
    },
    undo(): void {
      apply(undo($history.get()), true);
    },
    redo(): void {
      apply(redo($history.get()), true);
    },
    select(id: string | null): void {
      $selected.set(id);
    },
  };
}

export type EditorStore = ReturnType<typeof createEditorStore>;
