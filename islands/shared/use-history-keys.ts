import { useEffect, useRef } from 'react';
import { historyKey } from './edit-history.ts';

/**
 * Ctrl/Cmd+Z undoes and Shift+Ctrl/Cmd+Z (or Ctrl/Cmd+Y) redoes anywhere on the editor's
 * screen, text inputs included: the editors' histories merge keystrokes, so the owner's undo
 * replaces the browser's own. The latest `onKey` is always called, without re-listening.
 */
export function useHistoryKeys(onKey: (action: 'undo' | 'redo') => void): void {
  const latest = useRef(onKey);
  useEffect(() => {
    latest.current = onKey;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = historyKey(event);
      if (!action) return;
      event.preventDefault();
      latest.current(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
