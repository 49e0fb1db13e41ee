import { useCallback, useEffect, useState } from 'react';
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import type { EditorPage } from '../../src/schemas/page-editing.ts';
import type { EditorStore } from './state/editor-store.ts';
import { createSavingFlag } from './state/save-timing.ts';
import { saveDraft, saveProblem, type PageProblem } from './page-api.ts';

/** Quiet time after the last change before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 800;

/**
 * Autosaves the draft a moment after the owner stops changing it (one PATCH per pause, never
 * two at once) and exposes `flush` for Publish, which must publish what is on screen. It
 * listens to the store rather than re-rendering the editor on every keystroke.
 */
export function useAutosave(store: EditorStore, division: number, pageId: number, onSaved: (page: EditorPage) => void) {
  const [state] = useState(() => ({
    flag: createSavingFlag(),
    /** The revision last written to the server. */
    $savedRevision: atom(store.$revision.get()),
    running: null as Promise<void> | null,
  }));
  const saving = useStore(state.flag.$saving);
  const [problem, setProblem] = useState<PageProblem | null>(null);

  const flush = useCallback(async (): Promise<boolean> => {
    while (state.running) await state.running;
    const target = store.$revision.get();
    if (target === state.$savedRevision.get()) return true;
    let ok = false;
    state.flag.started();
    state.running = (async () => {
      try {
        onSaved(await saveDraft(division, pageId, store.$blocks.get()));
        state.$savedRevision.set(target);
        setProblem(null);
        ok = true;
      } catch (error) {
        setProblem(saveProblem(error));
      } finally {
        state.flag.ended();
        state.running = null;
      }
    })();
    await state.running;
    return ok;
  }, [store, division, pageId, onSaved, state]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = store.$revision.listen(() => {
      clearTimeout(timer);
      timer = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [store, flush]);

  return { saving, problem, setProblem, flush, $savedRevision: state.$savedRevision };
}
