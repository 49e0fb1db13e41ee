import LinkField from '../popups/LinkField.tsx';
import SortableRow from './SortableRow.tsx';
import TileFields from './TileFields.tsx';
import { ColourInput, SelectInput, TextInput, Wrapped } from './fields.tsx';
import {
  editList,
  groupOf,
  newItem,
  newSegment,
  newTile,
  replaceAt,
  type EntryDraft,
  type ItemDraft,
  type ListPath,
  type MenuDraft,
  type SegmentDraft,
} from './menu-draft.ts';

// The menu editor's rows, one level each: an entry (text, link, colours and its submenu
// segments), a segment (title, link, list or image tile, and its links), a link. Every row is
// sortable by drag or keyboard within its own list; every field shows its message by its path.

/** What every row edits through: the draft, recording a change, moving and removing in a list, a field's message. */
export interface MenuEditing {
  draft: MenuDraft;
  change: (next: MenuDraft, key?: string) => void;
  move: (path: ListPath) => (from: number, to: number) => void;
  remove: (path: ListPath, index: number) => void;
  error: (path: string) => string | undefined;
}

function setSegment({ draft, change }: MenuEditing, entryIndex: number, segmentIndex: number, segment: SegmentDraft, field: string): void {
  const entry = draft[entryIndex];
  if (entry) change(replaceAt(draft, entryIndex, { ...entry, submenu: replaceAt(entry.submenu, segmentIndex, segment) }), `${segment.key}.${field}`);
}

export function EntryRow({ editing, entry, entryIndex, open }: { editing: MenuEditing; entry: EntryDraft; entryIndex: number; open: boolean }) {
  const { draft, change, move, remove, error } = editing;
  const at = `menu.${entryIndex}`;
  const segmentsPath: ListPath = { level: 'segments', entry: entryIndex };
  const setEntry = (next: EntryDraft, field: string) => change(replaceAt(draft, entryIndex, next), `${next.key}.${field}`);
  return (
    <SortableRow
      id={entry.key}
      index={entryIndex}
      group={groupOf({ level: 'entries' })}
      label={`entry ${entry.text || entryIndex + 1}`}
      count={draft.length}
      onMove={move({ level: 'entries' })}
      onRemove={() => remove({ level: 'entries' }, entryIndex)}
    >
      <details className="menu-entry" open={open}>
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
          onChange={(text) => setEntry({ ...entry, text }, 'text')}
        />
        <Wrapped id={`${entry.key}-href`} error={error(`${at}.href`)}>
          <LinkField id={`${entry.key}-href`} label="Entry link" value={entry.href} onChange={(href) => setEntry({ ...entry, href }, 'href')} />
        </Wrapped>
        <div className="menu-grid">
          <ColourInput
            id={`${entry.key}-color`}
            label="Text colour"
            error={error(`${at}.color`)}
            value={entry.color}
            onChange={(color) => setEntry({ ...entry, color }, 'color')}
          />
          <ColourInput
            id={`${entry.key}-background`}
            label="Background"
            error={error(`${at}.backgroundColor`)}
            value={entry.backgroundColor}
            onChange={(backgroundColor) => setEntry({ ...entry, backgroundColor }, 'backgroundColor')}
          />
        </div>
        <h3 className="menu-subhead">Submenu segments</h3>
        <ol className="menu-list">
          {entry.submenu.map((segment, segmentIndex) => (
            <SegmentRow key={segment.key} editing={editing} entry={entry} entryIndex={entryIndex} segment={segment} segmentIndex={segmentIndex} />
          ))}
        </ol>
        <button type="button" className="button secondary small" onClick={() => change(editList(draft, segmentsPath, (list) => [...list, newSegment()]))}>
          Add a segment
        </button>
      </details>
    </SortableRow>
  );
}

function SegmentRow(props: { editing: MenuEditing; entry: EntryDraft; entryIndex: number; segment: SegmentDraft; segmentIndex: number }) {
  const { editing, entry, entryIndex, segment, segmentIndex } = props;
  const { draft, change, move, remove, error } = editing;
  const segmentAt = `menu.${entryIndex}.submenu.${segmentIndex}`;
  const segmentsPath: ListPath = { level: 'segments', entry: entryIndex };
  const itemsPath: ListPath = { level: 'items', entry: entryIndex, segment: segmentIndex };
  const set = (next: SegmentDraft, field: string) => setSegment(editing, entryIndex, segmentIndex, next, field);
  return (
    <SortableRow
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
        onChange={(title) => set({ ...segment, title }, 'title')}
      />
      <Wrapped id={`${segment.key}-link`} error={error(`${segmentAt}.link`)}>
        <LinkField id={`${segment.key}-link`} label="Segment link" value={segment.link} onChange={(link) => set({ ...segment, link }, 'link')} />
      </Wrapped>
      <SelectInput
        id={`${segment.key}-mode`}
        label="Shows"
        value={segment.mode}
        options={['list', 'image'] as const}
        onChange={(mode) => set({ ...segment, mode, image: mode === 'image' ? (segment.image ?? newTile()) : segment.image }, 'mode')}
      />
      {segment.mode === 'image' && segment.image && (
        <TileFields
          id={`${segment.key}-tile`}
          tile={segment.image}
          path={`${segmentAt}.image`}
          error={error}
          onChange={(image, field) => set({ ...segment, image }, `image.${field}`)}
        />
      )}
      {segment.mode === 'image' && !segment.image && (
        <p className="menu-problem" role="alert">
          {error(`${segmentAt}.image`)}
        </p>
      )}
      <ol className="menu-list" aria-label="Links">
        {segment.items.map((item, itemIndex) => (
          <LinkRow
            key={item.key}
            editing={editing}
            item={item}
            itemIndex={itemIndex}
            itemsPath={itemsPath}
            at={`${segmentAt}.items.${itemIndex}`}
            count={segment.items.length}
            onChange={(next, field) => set({ ...segment, items: replaceAt(segment.items, itemIndex, next) }, `${item.key}.${field}`)}
          />
        ))}
      </ol>
      <button type="button" className="button secondary small" onClick={() => change(editList(draft, itemsPath, (list) => [...list, newItem()]))}>
        Add a link
      </button>
    </SortableRow>
  );
}

function LinkRow(props: {
  editing: MenuEditing;
  item: ItemDraft;
  itemIndex: number;
  itemsPath: ListPath;
  /** The link's path in the menu, for its fields' messages. */
  at: string;
  count: number;
  onChange: (item: ItemDraft, field: string) => void;
}) {
  const { editing, item, itemIndex, itemsPath, at } = props;
  const { error } = editing;
  const setItem = (patch: Partial<ItemDraft>, field: string) => props.onChange({ ...item, ...patch }, field);
  return (
    <SortableRow
      id={item.key}
      index={itemIndex}
      group={groupOf(itemsPath)}
      label={`link ${item.text || itemIndex + 1}`}
      count={props.count}
      onMove={editing.move(itemsPath)}
      onRemove={() => editing.remove(itemsPath, itemIndex)}
    >
      <TextInput
        id={`${item.key}-text`}
        label="Link text"
        error={error(`${at}.text`)}
        value={item.text}
        maxLength={60}
        onChange={(text) => setItem({ text }, 'text')}
      />
      <Wrapped id={`${item.key}-link`} error={error(`${at}.link`)}>
        <LinkField id={`${item.key}-link`} label="Link" value={item.link} onChange={(link) => setItem({ link }, 'link')} />
      </Wrapped>
      <div className="menu-grid">
        <ColourInput
          id={`${item.key}-color`}
          label="Text colour"
          error={error(`${at}.color`)}
          value={item.color}
          onChange={(color) => setItem({ color }, 'color')}
        />
        <ColourInput
          id={`${item.key}-background`}
          label="Background"
          error={error(`${at}.backgroundColor`)}
          value={item.backgroundColor}
          onChange={(backgroundColor) => setItem({ backgroundColor }, 'backgroundColor')}
        />
      </div>
    </SortableRow>
  );
}
