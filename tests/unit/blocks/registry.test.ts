import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addableBlockTypes, getBlockType, makeBlock, parseBlockProperties, registerBlockType } from '../../../blocks/registry.ts';
import { defineBlockType, isHiddenBlockType } from '../../../blocks/define.ts';

describe('block registry', () => {
  it("rejects unknown types with the spec's text", () => {
    expect(() => getBlockType('hologram')).toThrow("Block type of hologram hasn't been registered");
  });
  it('refuses a conflicting registration', () => {
    expect(() => registerBlockType(defineBlockType({ name: 'banner', title: 'Again', props: z.object({}), compatibility: [] }))).toThrow(
      'Tried to register block type that conflicts with another',
    );
  });
  it('makes blocks only with a type and a builder', () => {
    expect(() => makeBlock(undefined)).toThrow('Unable to make block, no type was defined');
    expect(() => makeBlock('_shadow_')).toThrow('Tried to make type but no builder was defined');
    const made = makeBlock('button', { text: 'Go' });
    expect(made).toMatchObject({ type: 'button', size: { w: 12 }, properties: { text: 'Go', href: '/' } });
  });
  it('hides types named with surrounding underscores from the editor', () => {
    expect(isHiddenBlockType('_shadow_')).toBe(true);
    expect(isHiddenBlockType('banner')).toBe(false);
    expect(addableBlockTypes().map((type) => type.name)).not.toContain('_shadow_');
  });
  it('falls back to defaults for invalid fields instead of failing the page', () => {
    const parsed = parseBlockProperties('banner', { title: 'Hello', fontScale: 7, alignment: 'diagonal' });
    expect(parsed.properties.title).toBe('Hello');
    expect(parsed.properties.fontScale).toBe(1);
    expect(parsed.properties.alignment).toBe('center');
    expect(parsed.dropped.sort()).toEqual(['alignment', 'fontScale']);
  });
});

describe('every registered block type', () => {
  it('builds blocks whose properties its own schema accepts', async () => {
    const { BLOCK_TYPES } = await import('../../../blocks/schemas.ts');
    for (const definition of Object.values(BLOCK_TYPES)) {
      if (!definition.builder) continue;
      const result = definition.props.safeParse(definition.builder());
      expect(result.success, `${definition.name}: ${result.error?.message}`).toBe(true);
    }
  });
});
