import { describe, expect, it } from 'vitest';
import { announcementV2Props } from './schema.ts';

describe('announcementV2 schema', () => {
  it('defaults to a standard panel, text at one end and actions at the other', () => {
    expect(announcementV2Props.parse({})).toEqual({ icon: '', title: '', text: '', actions: [], alignment: 'space-between', layout: 'standard' });
  });
  it('shares the announcement rules: alignments, action styles, ignored actions', () => {
    expect(announcementV2Props.safeParse({ alignment: 'justify' }).success).toBe(false);
    expect(announcementV2Props.safeParse({ actions: [{ text: 'A', href: '/a/', style: 'ghost' }] }).success).toBe(false);
    const parsed = announcementV2Props.parse({ actions: [{ text: 'A' }, { text: 'B', href: 'javascript:alert(1)' }] });
    expect(parsed.actions).toEqual([{ text: 'B', href: '/404/', style: 'primary', newTab: false }]);
  });
  it('takes the standard or compact layout and a 60-character title', () => {
    expect(announcementV2Props.parse({ layout: 'compact' }).layout).toBe('compact');
    expect(announcementV2Props.safeParse({ layout: 'dismissible' }).success).toBe(false);
    expect(announcementV2Props.safeParse({ title: 'x'.repeat(61) }).success).toBe(false);
  });
});
