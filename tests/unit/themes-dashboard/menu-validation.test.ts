// The main menu save: the menu's shape (nested segments, image tiles with options), with owner-facing messages.
import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { parseMenuSave } from '../../../src/schemas/menu-save.ts';
import { fieldErrors } from '../../../src/lib/validation/index.ts';
import { editList, fromDraft, moveIn, newEntry, newItem, newSegment, pathOfGroup, groupOf, toDraft } from '../../../islands/menu-editor/menu-draft.ts';

const errorsOf = (input: unknown) => {
  try {
    parseMenuSave(input);
  } catch (error) {
    if (error instanceof ZodError) return fieldErrors(error);
    throw error;
  }
  return {};
};

const tile = {
  src: 'https://images.example/tile.jpg',
  title: 'Summer',
  description: 'New prints',
  link: '/collections/summer',
  overlay: '#00000033',
  borderRadius: 'rounded',
  ratio: 'tall',
  text: { alignment: 'left', color: '#fff', shadow: 'heavy' },
  button: { text: 'Shop', textColor: '#000', backgroundColor: '#ffffff', borderColor: '#000', borderRadius: '4px', width: 'full' },
};

describe('menu save', () => {
  it('accepts nested segments with items and an image tile with all its options', () => {
    const body = parseMenuSave({
      menu: [
        {
          text: 'Women',
          href: '/collections/women',
          color: '#ABC',
          submenu: [
            { title: 'Tops', mode: 'list', items: [{ text: 'T-shirts', link: '/t-shirts' }] },
            { title: 'Featured', mode: 'image', image: tile },
          ],
        },
      ],
    });
    const [entry] = body.menu;
    expect(entry?.color).toBe('#aabbcc');
    expect(entry?.submenu[1]?.image).toMatchObject({
      borderRadius: 'rounded',
      ratio: 'tall',
      text: { alignment: 'left', color: '#ffffff', shadow: 'heavy' },
      button: { width: 'full', borderRadius: '4px' },
    });
  });

  it('names each bad field with its message', () => {
    const errors = errorsOf({
      menu: [
        {
          text: '',
          href: '/',
          submenu: [
            { mode: 'image', items: [{ text: 'x'.repeat(61), link: '/' }] },
            { mode: 'list', image: { ...tile, ratio: 'round', src: '' } },
          ],
        },
      ],
    });
    expect(errors['menu.0.text']).toEqual(['This field is required.']);
    expect(errors['menu.0.submenu.0.items.0.text']).toEqual(['Must be at most 60 characters.']);
    expect(errors['menu.0.submenu.0.image']).toEqual(['Choose an image for this tile.']);
    expect(errors['menu.0.submenu.1.image.src']).toEqual(['This field is required.']);
    expect(errors['menu.0.submenu.1.image.ratio']?.[0]).toBeTruthy();
  });

  it('refuses colours that could break out of a style and bounds the lists', () => {
    expect(errorsOf({ menu: [{ text: 'A', color: 'red;background:url(x)' }] })['menu.0.color']).toEqual(['Invalid colour']);
    expect(errorsOf({ menu: Array.from({ length: 21 }, () => ({ text: 'A' })) }).menu).toEqual(['Must have at most 20 entries.']);
    expect(errorsOf({})).toHaveProperty('menu');
  });

  it('passes links through the URL sanitiser', () => {
    const body = parseMenuSave({ menu: [{ text: 'Bad', href: 'javascript:alert(1)' }] });
    expect(body.menu[0]?.href).not.toMatch(/^javascript:/);
  });
});

describe('menu editor draft', () => {
  it('keys every entry, segment and item, and gives the menu back without keys', () => {
    const menu = parseMenuSave({ menu: [{ text: 'A', href: '/a', submenu: [{ title: 'S', items: [{ text: 'I', link: '/i' }] }] }] }).menu;
    const draft = toDraft(menu);
    expect(draft[0]?.key).toMatch(/^entry-/);
    expect(draft[0]?.submenu[0]?.items[0]?.key).toMatch(/^item-/);
    expect(fromDraft(draft)).toEqual(menu);
  });

  it('moves, adds and removes within the list a path names', () => {
    expect(moveIn(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveIn(['a', 'b', 'c'], 2, -5)).toEqual(['c', 'a', 'b']);
    let draft = [newEntry(), newEntry()];
    draft = editList(draft, { level: 'segments', entry: 1 }, (list) => [...list, newSegment()]);
    draft = editList(draft, { level: 'items', entry: 1, segment: 0 }, (list) => [...list, newItem(), newItem()]);
    const [first, second] = draft[1]!.submenu[0]!.items;
    draft = editList(draft, { level: 'items', entry: 1, segment: 0 }, (list) => moveIn(list, 0, 1));
    expect(draft[1]!.submenu[0]!.items).toEqual([second, first]);
    expect(draft[0]!.submenu).toEqual([]);
    for (const path of [{ level: 'entries' } as const, { level: 'segments', entry: 3 } as const, { level: 'items', entry: 1, segment: 2 } as const])
      expect(pathOfGroup(groupOf(path))).toEqual(path);
  });
});
