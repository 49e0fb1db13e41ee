import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BLOCK_TYPES } from '../../../blocks/schemas.ts';
import { editorFields, editorFieldsOf, type EditorField } from '../../../blocks/editor-fields.ts';
import { EDITOR_GROUPS, EDITOR_WIDGETS } from '../../../blocks/editor-meta.ts';

const byName = (fields: EditorField[], name: string) => {
  const field = fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`no field ${name}`);
  return field;
};

/** Every input of a form, nested ones (groups, list entries) included, with its path. */
const flatten = (fields: EditorField[], prefix = ''): [string, EditorField][] =>
  fields.flatMap((field) => [[`${prefix}${field.name}`, field] as [string, EditorField], ...flatten(field.fields ?? [], `${prefix}${field.name}.`)]);

describe('editor fields declared beside block props', () => {
  // Types whose props are an object; _shadow_ holds whatever its generated items share.
  const withProps = Object.values(BLOCK_TYPES).filter((definition) => definition.props instanceof z.ZodObject);

  it('covers every registered type except the free-form _shadow_', () => {
    expect(Object.keys(BLOCK_TYPES).length - withProps.length).toBe(1);
    expect(editorFields('_shadow_')).toEqual([]);
  });

  it.each(withProps.map((definition) => [definition.name, definition] as const))(
    '%s: every prop has a label, group and widget from the vocabulary',
    (name, definition) => {
      const shape = (definition.props as z.ZodObject).shape;
      const fields = editorFields(name);
      expect(fields.map((field) => field.name)).toEqual(Object.keys(shape));
      for (const [path, field] of flatten(fields)) {
        expect(field.label, `${name}.${path}`).toMatch(/\S/);
        expect(EDITOR_GROUPS, `${name}.${path}`).toContain(field.group);
        expect(EDITOR_WIDGETS, `${name}.${path}`).toContain(field.widget);
      }
    },
  );

  it('selects and alignments list their options; sliders and numbers have bounds', () => {
    for (const definition of withProps) {
      for (const [path, field] of flatten(editorFields(definition.name))) {
        const where = `${definition.name}.${path}`;
        if (field.widget === 'alignment') expect(field.options?.length, where).toBeGreaterThan(1);
        if (field.widget === 'slider') expect([field.min, field.max], where).toEqual([expect.any(Number), expect.any(Number)]);
      }
    }
  });

  it('derives the banner form from its schema', () => {
    const fields = editorFields('banner');
    expect(byName(fields, 'title')).toMatchObject({ label: 'Title', group: 'Content', widget: 'text', maxLength: 50, default: '' });
    expect(byName(fields, 'copy')).toMatchObject({ widget: 'textarea', maxLength: 300 });
    expect(byName(fields, 'alignment')).toMatchObject({ widget: 'alignment', group: 'Layout', options: ['left', 'center', 'right'], default: 'center' });
    expect(byName(fields, 'overlayOpacity')).toMatchObject({ widget: 'slider', min: 0, max: 1, step: 0.05, default: 0.15 });
    expect(byName(fields, 'textColor')).toMatchObject({ widget: 'colour', group: 'Colours', optional: true });
    expect(byName(fields, 'type')).toMatchObject({ widget: 'select', options: ['standard', 'slim', 'compact'], default: 'standard' });
    expect(byName(fields, 'fontScale')).toMatchObject({ widget: 'slider', min: 0, minExclusive: true, max: 1, default: 1 });
    expect(byName(fields, 'textShadow').options).toEqual(['none', 'light', 'medium', 'heavy']);
    const actions = byName(fields, 'actions');
    expect(actions.widget).toBe('list');
    expect(actions.fields?.map((field) => field.name)).toEqual(['text', 'href', 'action', 'target', 'icon', 'primary']);
    expect(byName(actions.fields ?? [], 'text')).toMatchObject({ widget: 'text', maxLength: 60 });
  });

  it('slide shares the banner fields it picks, labels included', () => {
    const banner = editorFields('banner');
    for (const field of editorFields('slide')) expect(field).toEqual(byName(banner, field.name));
  });

  it('derives nested groups: grid columns, button colours, pod button style', () => {
    const columns = byName(editorFields('grid'), 'columns');
    expect(columns.widget).toBe('group');
    expect(byName(columns.fields ?? [], 'md')).toMatchObject({ widget: 'number', min: 1, max: 8, default: 3 });
    expect(byName(columns.fields ?? [], 'xl')).toMatchObject({ optional: true });
    expect(byName(editorFields('button'), 'colors').fields?.map((field) => field.widget)).toEqual(['colour', 'colour', 'colour']);
    expect(byName(editorFields('pod'), 'buttonStyle').fields?.map((field) => field.name)).toEqual([
      'textColor',
      'backgroundColor',
      'borderColor',
      'borderRadius',
      'fill',
    ]);
  });

  it('quote: an integer slider keeps its spec bounds and default', () => {
    expect(byName(editorFields('quote'), 'size')).toMatchObject({ widget: 'slider', min: 12, max: 64, default: 24 });
  });

  it('refuses to derive a form from a prop without editor metadata', () => {
    expect(() => editorFieldsOf(z.object({ bare: z.string() }), 'probe')).toThrow('Block property probe.bare has no editor label, group or widget');
  });
});
