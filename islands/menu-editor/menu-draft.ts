// The menu editor's working copy: the main menu with a stable key on every entry, segment
// and item (React lists and drag and drop need identities the menu itself has not), and
// the pure edits the editor makes to it. fromDraft gives back the menu the API saves.

import type { ImageTile, MainMenu, MainMenuEntry, MenuItem, MenuSegment } from '../../src/schemas/menu.ts';

export type ItemDraft = MenuItem & { key: string };
export type SegmentDraft = Omit<MenuSegment, 'items'> & { key: string; items: ItemDraft[] };
export type EntryDraft = Omit<MainMenuEntry, 'submenu'> & { key: string; submenu: SegmentDraft[] };
export type MenuDraft = EntryDraft[];

let counter = 0;
/** A key unique within this page's lifetime. */
export const newKey = (prefix: string) => `${prefix}-${++counter}`;

export function toDraft(menu: MainMenu): MenuDraft {
  return menu.map((entry) => ({
    ...entry,
    key: newKey('entry'),
    submenu: entry.submenu.map((segment) => ({ ...segment, key: newKey('segment'), items: segment.items.map((item) => ({ ...item, key: newKey('item') })) })),
  }));
}

/** The menu as the API takes it: keys dropped, empty optional texts left out. */
export function fromDraft(draft: MenuDraft): MainMenu {
  return draft.map(({ key: _entry, submenu, ...entry }) => ({
    ...entry,
    submenu: submenu.map(({ key: _segment, items, ...segment }) => ({ ...segment, items: items.map(({ key: _item, ...item }) => item) })),
  }));
}

export const newEntry = (): EntryDraft => ({ key: newKey('entry'), text: 'New entry', href: '/', submenu: [] });
export const newSegment = (): SegmentDraft => ({ key: newKey('segment'), title: '', mode: 'list', items: [] });
export const newItem = (): ItemDraft => ({ key: newKey('item'), text: 'New link', link: '/' });
export const newTile = (): ImageTile => ({
  src: '',
  title: '',
  description: '',
  borderRadius: 'smooth',
  ratio: 'square',
  text: { alignment: 'center', color: '#ffffff', shadow: 'medium' },
});

/** `list` with the element at `from` moved to `to` (both clamped to the list). */
export function moveIn<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from === target || from < 0 || from >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

export const replaceAt = <T>(list: readonly T[], index: number, value: T): T[] => list.map((element, at) => (at === index ? value : element));
export const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, at) => at !== index);

/** Where a list lives in the menu: the entries, one entry's segments, or one segment's items. */
export type ListPath = { level: 'entries' } | { level: 'segments'; entry: number } | { level: 'items'; entry: number; segment: number };

/** Applies `edit` to the list at `path`. */
export function editList(draft: MenuDraft, path: ListPath, edit: (list: readonly unknown[]) => unknown[]): MenuDraft {
  if (path.level === 'entries') return edit(draft) as MenuDraft;
  const entry = draft[path.entry];
  if (!entry) return draft;
  if (path.level === 'segments') return replaceAt(draft, path.entry, { ...entry, submenu: edit(entry.submenu) as SegmentDraft[] });
  const segment = entry.submenu[path.segment];
  if (!segment) return draft;
  return replaceAt(draft, path.entry, { ...entry, submenu: replaceAt(entry.submenu, path.segment, { ...segment, items: edit(segment.items) as ItemDraft[] }) });
}

/** The drag and drop group of a list, and back: 'entries', 'segments:0', 'items:0:1'. */
export function groupOf(path: ListPath): string {
  if (path.level === 'entries') return 'entries';
  return path.level === 'segments' ? `segments:${path.entry}` : `items:${path.entry}:${path.segment}`;
}

export function pathOfGroup(group: string): ListPath | undefined {
  const [level, entry, segment] = group.split(':');
  if (level === 'entries') return { level };
  if (level === 'segments' && entry !== undefined) return { level, entry: Number(entry) };
  if (level === 'items' && entry !== undefined && segment !== undefined) return { level, entry: Number(entry), segment: Number(segment) };
  return undefined;
}
