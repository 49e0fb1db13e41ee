import { describe, expect, it } from 'vitest';
import { remillReturn, remillReturnProps, REMILL_CONDITIONS } from './schema.ts';
import { makeBlock } from '../registry.ts';
import { editorFields } from '../editor-fields.ts';

describe('remillReturn schema (the free return offer)', () => {
  it('has the offer as its defaults', () => {
    const props = remillReturnProps.parse({});
    expect(props).toMatchObject({ title: 'Send us your old clothes, free', buttonText: 'Get a free returns label', showConditions: true });
    expect(props.copy).toContain('whatever the brand');
    expect(props.copy).toContain('Postage is paid in the UK');
    expect(props.copy).toContain('coupon for your next purchase');
  });
  it('lists exactly what the free return offer asks of a parcel and gives back', () => {
    expect(REMILL_CONDITIONS).toEqual([
      '100% cotton clothing from any brand',
      'Not denim or underwear',
      'The care label must be visible',
      'Free: postage is paid in the UK',
      'Recycled into new products',
      'A coupon for your next purchase',
    ]);
  });
  it('refuses over-long texts and trims them', () => {
    expect(remillReturnProps.safeParse({ title: 'x'.repeat(121) }).success).toBe(false);
    expect(remillReturnProps.safeParse({ buttonText: 'x'.repeat(41) }).success).toBe(false);
    expect(remillReturnProps.parse({ title: '  Free returns  ' }).title).toBe('Free returns');
  });
  it("gives the editor a form of the owner's words and one switch", () => {
    const fields = editorFields('remillReturn');
    expect(fields.map(({ name, label, group, widget }) => ({ name, label, group, widget }))).toEqual([
      { name: 'title', label: 'Title', group: 'Content', widget: 'text' },
      { name: 'copy', label: 'Copy', group: 'Content', widget: 'textarea' },
      { name: 'buttonText', label: 'Button text', group: 'Content', widget: 'text' },
      { name: 'showConditions', label: 'List what can be sent', group: 'Behaviour', widget: 'toggle' },
    ]);
    expect(fields.find((field) => field.name === 'buttonText')).toMatchObject({ maxLength: 40, default: 'Get a free returns label' });
  });
  it('is registered and can be added from the editor', () => {
    expect(remillReturn.name).toBe('remillReturn');
    const block = makeBlock('remillReturn');
    expect(block.type).toBe('remillReturn');
    expect(block.properties).toMatchObject({ buttonText: 'Get a free returns label' });
  });
});
