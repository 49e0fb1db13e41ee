import { atom, computed } from 'nanostores';
import type { BlockNode } from '../../../src/schemas/page-document.ts';
import { record, redo, startHistory, undo, type EditHistory } from '../../shared/edit-history.ts';
import { mergeKeyOf, type EditorAction } from './actions.ts';
import { editorReducer } from './reducer.ts';

/**
 * The page document being edited, in a nanostore so the block list, the property form,
 * the preview bridge and the autosave all read one copy. Every change goes through
 * `dispatch`, so it is undoable (keystrokes in one field of one block within the merge window
 * are one step); `clock` is injectable for the merge window's tests.
 */
export function createEditorStore(blocks: BlockNode[], clock: () => number = Date.now) {
  const $history = atom<EditHistory<BlockNode[]>>(startHistory(blocks));
  const $blocks = computed($history, (history) => history.present);
  const $selected = atom<string | null>(null);
  /** Counts the document's changes by the owner (not loads): the autosave waits for a new one. */
  const $revision = atom(0);

  const apply = (next: EditHistory<BlockNode[]>, edited: boolean) => {
    if (next === $history.get()) return;
    $history.set(next);
    if (edited) $revision.set($revision.get() + 1);
  };

  return {
    $history,
    $blocks,
    $selected,
    $revision,
    /**
     * A `load` starts a fresh history (a page opened or refetched is not something to undo);
     * an action that changes nothing (the reducer hands back the same list) records nothing.
     */
    dispatch(action: EditorAction): void {
      if (action.type === 'load') {
        apply(startHistory(action.blocks), false);
        return;
      }
      const history = $history.get();
      apply(record(history, editorReducer(history.present, action), mergeKeyOf(action), clock()), true);
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
