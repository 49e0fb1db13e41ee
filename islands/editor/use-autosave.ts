import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { EditorPage } from '../../src/schemas/page-editing.ts';
import type { EditorStore } from './state/editor-store.ts';
import { createSavingFlag } from './state/save-timing.ts';
import { saveDraft, saveProblem, type PageProblem } from './page-api.ts';

/** Quiet time after the last change before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 800;

/**
 * Autosaves the draft a moment after the owner stops changing it (one PATCH per pause, never
 * two at once) and exposes `flush` for Publish, which must publish what is on screen.
 */
export function useAutosave(store: EditorStore, division: number, pageId: number, onSaved: (page: EditorPage) => void) {
  const revision = useStore(store.$revision);
  const [flag] = useState(createSavingFlag);
  const saving = useStore(flag.$saving);
  const [problem, setProblem] = useState<PageProblem | null>(null);
  const savedRevision = useRef(0);
  const running = useRef<Promise<void> | null>(null);

  const saveNow = useCallback(async (): Promise<boolean> => {
    while (running.current) await running.current;
    const target = store.$revision.get();
    if (target === savedRevision.current) return true;
    let ok = false;
    flag.started();
    running.current = (async () => {
      try {
        onSaved(await saveDraft(division, pageId, store.$blocks.get()));
        savedRevision.current = target;
        setProblem(null);
        ok = true;
      } catch (error) {
        setProblem(saveProblem(error));
      } finally {
        flag.ended();
        running.current = null;
      }
    })();
    await running.current;
    return ok;
  }, [store, division, pageId, onSaved, flag]);

  useEffect(() => {
    if (revision === savedRevision.current) return;
    const timer = setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [revision, saveNow]);

  return { saving, problem, setProblem, flush: saveNow, dirty: revision !== savedRevision.current };
}
