import { describe, expect, it } from 'vitest';
import { announcementProps } from './schema.ts';

describe('announcement schema', () => {
  it('defaults to a centred strip with no actions', () => {
    expect(announcementProps.parse({})).toEqual({ text: '', actions: [], alignment: 'center' });
  });
  it('takes only the four alignments left, center, right and space-between', () => {
    for (const alignment of ['left', 'center', 'right', 'space-between']) expect(announcementProps.parse({ alignment }).alignment).toBe(alignment);
    expect(announcementProps.safeParse({ alignment: 'justify' }).success).toBe(false);
  });
  it('takes action styles primary, secondary or none, primary by default', () => {
    const parsed = announcementProps.parse({
      actions: [
        { text: 'A', href: '/a/', style: 'none' },
        { text: 'B', href: '/b/' },
      ],
    });
    expect(parsed.actions.map((action) => action.style)).toEqual(['none', 'primary']);
    expect(announcementProps.safeParse({ actions: [{ text: 'A', href: '/a/', style: 'ghost' }] }).success).toBe(false);
  });
  it('ignores actions without text or without a link or known action, keeping two', () => {
    const parsed = announcementProps.parse({
      actions: [
        { text: '', href: '/empty-text/' },
        { text: 'No link' },
        { text: 'Unknown action', action: 'launchRocket' },
        { text: 'Basket', action: 'basket' },
        { text: 'Shop', href: '/shop/' },
        { text: 'Third', href: '/third/' },
      ],
    });
    expect(parsed.actions.map((action) => action.text)).toEqual(['Basket', 'Shop']);
  });
  it('sanitises action links and limits the message to 200 characters', () => {
    expect(announcementProps.parse({ actions: [{ text: 'x', href: 'javascript:alert(1)' }] }).actions[0]?.href).toBe('/404/');
    expect(announcementProps.safeParse({ text: 'x'.repeat(201) }).success).toBe(false);
  });
  it('accepts only safe colours', () => {
    expect(announcementProps.parse({ background: '#000', textColor: 'white' })).toMatchObject({ background: '#000000', textColor: 'white' });
    expect(announcementProps.safeParse({ background: 'red;position:fixed' }).success).toBe(false);
  });
});
