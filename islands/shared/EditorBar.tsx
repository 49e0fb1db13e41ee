// The title bar the theme and menu editors share: undo, redo and save, and the status line
// that says what the last save did. `prefix` keeps each editor's own class names (and styles).

export interface EditorStatus {
  kind: 'info' | 'error';
  text: string;
}

interface EditorBarProps {
  prefix: string;
  title: string;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  saving: boolean;
  dirty: boolean;
  saveLabel: string;
  status: EditorStatus | null;
}

export default function EditorBar({ prefix, title, canUndo, canRedo, onUndo, onRedo, saving, dirty, saveLabel, status }: EditorBarProps) {
  return (
    <>
      <div className={`${prefix}-bar`}>
        <h1>{title}</h1>
        <div className={`${prefix}-actions`}>
          <button type="button" className="button secondary small" onClick={onUndo} disabled={!canUndo} aria-keyshortcuts="Control+Z Meta+Z">
            Undo
          </button>
          <button type="button" className="button secondary small" onClick={onRedo} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z">
            Redo
          </button>
          <button type="submit" className="button small" disabled={saving || !dirty}>
            {saving ? 'Saving…' : saveLabel}
          </button>
        </div>
      </div>
      <p className={`${prefix}-status`} role="status" aria-live="polite" data-kind={status?.kind}>
        {status?.text}
      </p>
    </>
  );
}
