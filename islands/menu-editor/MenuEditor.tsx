import { useCallback, useMemo, useState } from 'react';
import EditorBar, { type EditorStatus } from '../shared/EditorBar.tsx';
import { DragDropProvider } from '@dnd-kit/react';
import { isSortable } from '@dnd-kit/react/sortable';
import LinkField from '../popups/LinkField.tsx';
import SortableRow from './SortableRow.tsx';
import TileFields from './TileFields.tsx';
import MenuPreview from './MenuPreview.tsx';
import { ColourInput, SelectInput, TextInput, Wrapped } from './fields.tsx';
import {
  editList,
  fromDraft,
  groupOf,
  moveIn,
  newEntry,
  newItem,
  newSegment,
  newTile,
  pathOfGroup,
  removeAt,
  replaceAt,
  toDraft,
  type EntryDraft,
  type ListPath,
  type MenuDraft,
  type SegmentDraft,
} from './menu-draft.ts';
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

/** The main menu editor: entries, nested segments, items and image tiles, reordered by drag or keyboard, previewed live. */
export default function MenuEditor({ divisionId, menu }: MenuEditorProps) {
  const [history, setHistory] = useState<EditHistory<MenuDraft>>(() => startHistory(toDraft(menu)));
  const [saved, setSaved] = useState(() => JSON.stringify(menu));
  const [status, setStatus] = useState<EditorStatus | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  /** Entries added in this visit open ready to fill in. */
  const [added, setAdded] = useState<ReadonlySet<string>>(() => new Set());
  const draft = history.present;
  const current = useMemo(() => fromDraft(draft), [draft]);

  // Checked as the owner types, with the messages the API would answer.
  const checked = useMemo(() => MenuSaveBody.safeParse({ menu: current }, { error: menuIssueMessage }), [current]);
  const errors = useMemo(() => (checked.success ? {} : fieldErrors(checked.error)), [checked]);
  const dirty = JSON.stringify(current) !== saved;
  useUnsavedWarning(dirty);
  const error = (path: string) => errors[path]?.[0] ?? serverErrors[path]?.[0];

  const change = useCallback((next: MenuDraft, key?: string) => setHistory((now) => record(now, next, key)), []);
  const move = (path: ListPath) => (from: number, to: number) => change(editList(draft, path, (list) => moveIn(list, from, to)));
  const remove = (path: ListPath, index: number) => change(editList(draft, path, (list) => removeAt(list, index)));

  useHistoryKeys((action) => setHistory(action === 'undo' ? undo : redo));

  async function save() {
    if (!checked.success) {
      setStatus({ kind: 'error', text: Object.values(errors)[0]?.[0] ?? 'Some fields need fixing first.' });
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

  const setEntry = (index: number, entry: EntryDraft, field: string) => change(replaceAt(draft, index, entry), `${entry.key}.${field}`);
  const setSegment = (entryIndex: number, segmentIndex: number, segment: SegmentDraft, field: string) => {
    const entry = draft[entryIndex];
    if (entry) change(replaceAt(draft, entryIndex, { ...entry, submenu: replaceAt(entry.submenu, segmentIndex, segment) }), `${segment.key}.${field}`);
  };

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
            {draft.map((entry, entryIndex) => {
              const at = `menu.${entryIndex}`;
              const segmentsPath: ListPath = { level: 'segments', entry: entryIndex };
              return (
                <SortableRow
                  key={entry.key}
                  id={entry.key}
                  index={entryIndex}
                  group={groupOf({ level: 'entries' })}
                  label={`entry ${entry.text || entryIndex + 1}`}
                  count={draft.length}
                  onMove={move({ level: 'entries' })}
                  onRemove={() => remove({ level: 'entries' }, entryIndex)}
                >
                  <details className="menu-entry" open={draft.length <= 3 || added.has(entry.key)}>
                    <summary>
                      {entry.text || 'Untitled entry'}
                      {entry.submenu.length > 0 ? ` · ${entry.submenu.length} segment${entry.submenu.length === 1 ? '' : 's'}` : ''}
                    </summary>
                    <TextInput
                      id={`${entry.key}-text`}
                      label="Entry text"
                      error={error(`${at}.text`)}
                      value={entry.text}
                      maxLength={40}
                      onChange={(text) => setEntry(entryIndex, { ...entry, text }, 'text')}
                    />
                    <Wrapped id={`${entry.key}-href`} error={error(`${at}.href`)}>
                      <LinkField
                        id={`${entry.key}-href`}
                        label="Entry link"
                        value={entry.href}
                        onChange={(href) => setEntry(entryIndex, { ...entry, href }, 'href')}
                      />
                    </Wrapped>
                    <div className="menu-grid">
                      <ColourInput
                        id={`${entry.key}-color`}
                        label="Text colour"
                        error={error(`${at}.color`)}
                        value={entry.color}
                        onChange={(color) => setEntry(entryIndex, { ...entry, color }, 'color')}
                      />
                      <ColourInput
                        id={`${entry.key}-background`}
                        label="Background"
                        error={error(`${at}.backgroundColor`)}
                        value={entry.backgroundColor}
                        onChange={(backgroundColor) => setEntry(entryIndex, { ...entry, backgroundColor }, 'backgroundColor')}
                      />
                    </div>
                    <h3 className="menu-subhead">Submenu segments</h3>
                    <ol className="menu-list">
                      {entry.submenu.map((segment, segmentIndex) => {
                        const segmentAt = `${at}.submenu.${segmentIndex}`;
                        const itemsPath: ListPath = { level: 'items', entry: entryIndex, segment: segmentIndex };
                        return (
                          <SortableRow
                            key={segment.key}
                            id={segment.key}
                            index={segmentIndex}
                            group={groupOf(segmentsPath)}
                            label={`segment ${segment.title || segmentIndex + 1}`}
                            count={entry.submenu.length}
                            onMove={move(segmentsPath)}
                            onRemove={() => remove(segmentsPath, segmentIndex)}
                          >
                            <TextInput
                              id={`${segment.key}-title`}
                              label="Segment title"
                              error={error(`${segmentAt}.title`)}
                              value={segment.title}
                              onChange={(title) => setSegment(entryIndex, segmentIndex, { ...segment, title }, 'title')}
                            />
                            <Wrapped id={`${segment.key}-link`} error={error(`${segmentAt}.link`)}>
                              <LinkField
                                id={`${segment.key}-link`}
                                label="Segment link"
                                value={segment.link}
                                onChange={(link) => setSegment(entryIndex, segmentIndex, { ...segment, link }, 'link')}
                              />
                            </Wrapped>
                            <SelectInput
                              id={`${segment.key}-mode`}
                              label="Shows"
                              value={segment.mode}
                              options={['list', 'image'] as const}
                              onChange={(mode) =>
                                setSegment(
                                  entryIndex,
                                  segmentIndex,
                                  { ...segment, mode, image: mode === 'image' ? (segment.image ?? newTile()) : segment.image },
                                  'mode',
                                )
                              }
                            />
                            {segment.mode === 'image' && segment.image && (
                              <TileFields
                                id={`${segment.key}-tile`}
                                tile={segment.image}
                                path={`${segmentAt}.image`}
                                error={error}
                                onChange={(image, field) => setSegment(entryIndex, segmentIndex, { ...segment, image }, `image.${field}`)}
                              />
                            )}
                            {segment.mode === 'image' && !segment.image && (
                              <p className="menu-problem" role="alert">
                                {error(`${segmentAt}.image`)}
                              </p>
                            )}
                            <ol className="menu-list" aria-label="Links">
                              {segment.items.map((item, itemIndex) => {
                                const itemAt = `${segmentAt}.items.${itemIndex}`;
                                const setItem = (patch: Partial<typeof item>, field: string) =>
                                  setSegment(
                                    entryIndex,
                                    segmentIndex,
                                    { ...segment, items: replaceAt(segment.items, itemIndex, { ...item, ...patch }) },
                                    `${item.key}.${field}`,
                                  );
                                return (
                                  <SortableRow
                                    key={item.key}
                                    id={item.key}
                                    index={itemIndex}
                                    group={groupOf(itemsPath)}
                                    label={`link ${item.text || itemIndex + 1}`}
                                    count={segment.items.length}
                                    onMove={move(itemsPath)}
                                    onRemove={() => remove(itemsPath, itemIndex)}
                                  >
                                    <TextInput
                                      id={`${item.key}-text`}
                                      label="Link text"
                                      error={error(`${itemAt}.text`)}
                                      value={item.text}
                                      maxLength={60}
                                      onChange={(text) => setItem({ text }, 'text')}
                                    />
                                    <Wrapped id={`${item.key}-link`} error={error(`${itemAt}.link`)}>
                                      <LinkField id={`${item.key}-link`} label="Link" value={item.link} onChange={(link) => setItem({ link }, 'link')} />
                                    </Wrapped>
                                    <div className="menu-grid">
                                      <ColourInput
                                        id={`${item.key}-color`}
                                        label="Text colour"
                                        error={error(`${itemAt}.color`)}
                                        value={item.color}
                                        onChange={(color) => setItem({ color }, 'color')}
                                      />
                                      <ColourInput
                                        id={`${item.key}-background`}
                                        label="Background"
                                        error={error(`${itemAt}.backgroundColor`)}
                                        value={item.backgroundColor}
                                        onChange={(backgroundColor) => setItem({ backgroundColor }, 'backgroundColor')}
                                      />
                                    </div>
                                  </SortableRow>
                                );
                              })}
                            </ol>
                            <button
                              type="button"
                              className="button secondary small"
                              onClick={() => change(editList(draft, itemsPath, (list) => [...list, newItem()]))}
                            >
                              Add a link
                            </button>
                          </SortableRow>
                        );
                      })}
                    </ol>
                    <button
                      type="button"
                      className="button secondary small"
                      onClick={() => change(editList(draft, segmentsPath, (list) => [...list, newSegment()]))}
                    >
                      Add a segment
                    </button>
                  </details>
                </SortableRow>
              );
            })}
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
