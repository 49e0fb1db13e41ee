import { useCallback, useMemo, useState } from 'react';
import EditorBar, { type EditorStatus } from '../shared/EditorBar.tsx';
import { DragDropProvider } from '@dnd-kit/react';
import { isSortable } from '@dnd-kit/react/sortable';
import MenuPreview from './MenuPreview.tsx';
import { EntryRow, type MenuEditing } from './MenuRows.tsx';
import { editList, fromDraft, moveIn, newEntry, pathOfGroup, removeAt, toDraft, type ListPath, type MenuDraft } from './menu-draft.ts';
import { useUnsavedWarning } from '../theme-editor/unsaved-warning.ts';
import { record, redo, startHistory, undo, type EditHistory } from '../shared/edit-history.ts';
import { useHistoryKeys } from '../shared/use-history-keys.ts';
import { ApiRequestError } from '../../src/lib/client/api-client.ts';
import { call } from '../../src/lib/client/api.ts';
import { MenuSaveBody, menuIssueMessage } from '../../src/schemas/menu-save.ts';
import { fieldErrors } from '../../src/lib/validation/index.ts';
import type { MainMenu } from '../../src/schemas/menu.ts';
import './menu-editor.css';

interface MenuEditorProps {
  divisionId: number;
  menu: MainMenu;
}

/** Saving the menu: refused before sending while a field needs fixing; the server's field messages kept for the fields. */
function useMenuSave(divisionId: number, menu: MainMenu, current: MainMenu, check: { success: boolean; errors: Record<string, string[]> }) {
  const [saved, setSaved] = useState(() => JSON.stringify(menu));
  const [status, setStatus] = useState<EditorStatus | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);

  async function save() {
    if (!check.success) {
      setStatus({ kind: 'error', text: Object.values(check.errors)[0]?.[0] ?? 'Some fields need fixing first.' });
      return;
    }
    setSaving(true);
    setStatus(null);
    setServerErrors({});
    try {
      await call('menu.save', { division: divisionId }, { menu: current });
      // What was sent is what the editor holds: the server's normalised copy may spell colours differently.
      setSaved(JSON.stringify(current));
      setStatus({ kind: 'info', text: 'Menu saved. Your store shows it now.' });
    } catch (failure) {
      const problem = failure instanceof ApiRequestError ? failure.failure : undefined;
      setServerErrors(problem?.errors ?? {});
      setStatus({ kind: 'error', text: problem?.message ?? 'The menu could not be saved.' });
    } finally {
      setSaving(false);
    }
  }

  return { dirty: JSON.stringify(current) !== saved, status, serverErrors, saving, save };
}

/** The main menu editor: entries, nested segments, items and image tiles, reordered by drag or keyboard, previewed live. */
export default function MenuEditor({ divisionId, menu }: MenuEditorProps) {
  const [history, setHistory] = useState<EditHistory<MenuDraft>>(() => startHistory(toDraft(menu)));
  /** Entries added in this visit open ready to fill in. */
  const [added, setAdded] = useState<ReadonlySet<string>>(() => new Set());
  const draft = history.present;
  const current = useMemo(() => fromDraft(draft), [draft]);

  // Checked as the owner types, with the messages the API would answer.
  const checked = useMemo(() => MenuSaveBody.safeParse({ menu: current }, { error: menuIssueMessage }), [current]);
  const errors = useMemo(() => (checked.success ? {} : fieldErrors(checked.error)), [checked]);
  const { dirty, status, serverErrors, saving, save } = useMenuSave(divisionId, menu, current, { success: checked.success, errors });
  useUnsavedWarning(dirty);

  const change = useCallback((next: MenuDraft, key?: string) => setHistory((now) => record(now, next, key)), []);
  const move = (path: ListPath) => (from: number, to: number) => change(editList(draft, path, (list) => moveIn(list, from, to)));
  const editing: MenuEditing = {
    draft,
    change,
    move,
    remove: (path, index) => change(editList(draft, path, (list) => removeAt(list, index))),
    error: (path) => errors[path]?.[0] ?? serverErrors[path]?.[0],
  };

  useHistoryKeys((action) => setHistory(action === 'undo' ? undo : redo));

  return (
    <div className="menu-editor">
      <form
        className="menu-editor-form"
        aria-label="Main menu"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <EditorBar
          prefix="menu-editor"
          title="Main menu"
          canUndo={history.past.length > 0}
          canRedo={history.future.length > 0}
          onUndo={() => setHistory(undo)}
          onRedo={() => setHistory(redo)}
          saving={saving}
          dirty={dirty}
          saveLabel="Save menu"
          status={status}
        />
        <DragDropProvider
          onDragEnd={(event) => {
            const { source } = event.operation;
            if (event.canceled || !isSortable(source) || source.initialGroup !== source.group) return;
            const path = pathOfGroup(String(source.group));
            if (path) move(path)(source.initialIndex, source.index);
          }}
        >
          <ol className="menu-list" aria-label="Menu entries">
            {draft.map((entry, entryIndex) => (
              <EntryRow key={entry.key} editing={editing} entry={entry} entryIndex={entryIndex} open={draft.length <= 3 || added.has(entry.key)} />
            ))}
          </ol>
        </DragDropProvider>
        <button
          type="button"
          className="button secondary"
          onClick={() => {
            const entry = newEntry();
            setAdded((keys) => new Set(keys).add(entry.key));
            change([...draft, entry]);
          }}
        >
          Add an entry
        </button>
      </form>
      <MenuPreview divisionId={divisionId} menu={current} valid={checked.success} />
    </div>
  );
}
