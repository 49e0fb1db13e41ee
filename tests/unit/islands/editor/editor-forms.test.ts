import { describe, expect, it } from 'vitest';
import { propertyError } from '../../../../islands/editor/forms/field-check.ts';
import { CONDITION_NAMES } from '../../../../islands/editor/forms/ConditionsInput.tsx';
import { editorModuleSet, hasModule } from '../../../../islands/editor/modules.ts';
import { editorFields } from '../../../../blocks/editor-fields.ts';
import { blockConditions } from '../../../../src/server/storefront/conditions.ts';
import { ANONYMOUS_VISITOR } from '../../../../src/server/accounts/visitor.ts';
import { addableBlockTypes } from '../../../../blocks/registry.ts';
import type { Division } from '../../../../src/schemas/division.ts';

describe('property forms derived from block schemas', () => {
  it('every addable block type has a form the editor can draw', () => {
    for (const definition of addableBlockTypes()) {
      const fields = editorFields(definition.name);
      expect(
        fields.every((field) => field.label && field.widget && field.group),
        definition.name,
      ).toBe(true);
    }
    expect(addableBlockTypes().some((definition) => definition.name.startsWith('_'))).toBe(false);
  });

  it('the banner form has its declared widgets, bounds and options', () => {
    const fields = Object.fromEntries(editorFields('banner').map((field) => [field.name, field]));
    expect(fields.title?.widget).toBe('text');
    expect(fields.image?.widget).toBe('image');
    expect(fields.type?.options).toEqual(['standard', 'slim', 'compact']);
    expect(fields.fontScale).toMatchObject({ widget: 'slider', max: 1, minExclusive: true });
  });

  it('checks a value as the owner types with the rule the server applies', () => {
    expect(propertyError('banner', 'fontScale', 0.5)).toBeUndefined();
    expect(propertyError('banner', 'fontScale', 2)).toEqual(expect.any(String));
    expect(propertyError('banner', 'textColor', 'not a colour')).toEqual(expect.any(String));
    expect(propertyError('banner', 'textColor', '#ff0000')).toBeUndefined();
    expect(propertyError('banner', 'unknown', 1)).toBeUndefined();
  });

  it('offers exactly the conditions the storefront evaluates', () => {
    const server = Object.keys(blockConditions({} as Division, ANONYMOUS_VISITOR));
    expect([...CONDITION_NAMES].sort()).toEqual(server.sort());
  });
});

describe('editor module sets', () => {
  it('native pages are not edited, a chosen editor is used, template pages stack with history, others use the v1 grid', () => {
    expect(editorModuleSet({ mode: 'native', blocks: [] })).toBe('native');
    expect(editorModuleSet({ mode: 'unknown', blocks: [{ template: 'hero' }] })).toBe('v3Dev');
    expect(editorModuleSet({ mode: 'unknown', blocks: [{}] })).toBe('v1');
    // The owner's choice wins over what the blocks suggest; native pages stay unedited.
    expect(editorModuleSet({ mode: 'unknown', blocks: [{}], properties: { editor: 'v2' } })).toBe('v2');
    expect(editorModuleSet({ mode: 'unknown', blocks: [{ template: 'hero' }], properties: { editor: 'v1' } })).toBe('v1');
    expect(editorModuleSet({ mode: 'native', blocks: [], properties: { editor: 'v2' } })).toBe('native');
    expect(hasModule('v2', 'templateEditor')).toBe(true);
    expect(hasModule('v2', 'improvedHitTarget')).toBe(true);
    expect(hasModule('v2', 'historyEditor')).toBe(false);
    expect(hasModule('v1', 'blockEditor')).toBe(true);
    expect(hasModule('v3Dev', 'historyEditor')).toBe(true);
    expect(hasModule('v1', 'historyEditor')).toBe(false);
  });
});
