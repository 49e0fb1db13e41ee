import { useStore } from '@nanostores/react';
import { useEditor } from './editor-context.ts';

/** v3's history module (historyEditor): how far undo and redo reach. */
export function HistoryPanel() {
  const { store } = useEditor();
  const history = useStore(store.$history);
  return (
    <section className="pf-history" aria-label="History">
      <h2>History</h2>
      <p>
        {history.past.length} change{history.past.length === 1 ? '' : 's'} to undo, {history.future.length} to redo.
      </p>
    </section>
  );
}
