import { describe, expect, it } from 'vitest';
import { badgeProps } from './schema.ts';

describe('badge schema', () => {
  it('defaults to an inline, centred badge with the leaf icon', () => {
    expect(badgeProps.parse({})).toEqual({ label: '', caption: '', icon: 'leaf', imageAlt: '', layout: 'inline', align: 'center' });
  });
  it('limits label to 40 and caption to 120 characters', () => {
    expect(badgeProps.safeParse({ label: 'x'.repeat(41) }).success).toBe(false);
    expect(badgeProps.safeParse({ caption: 'x'.repeat(121) }).success).toBe(false);
    expect(badgeProps.parse({ label: ' Printed in the UK ' }).label).toBe('Printed in the UK');
  });
  it('sanitises its link and image', () => {
    const parsed = badgeProps.parse({ href: 'javascript:alert(1)', image: 'data:text/html,<script>' });
    expect(parsed.href).toBe('/404/');
    expect(parsed.image).toBe('/404/');
  });
});
