import { describe, expect, it } from 'vitest';
import { APP_ICON_SIZES, appIconProps } from './schema.ts';

describe('appIcon schema', () => {
  it('defaults to a medium rounded tile with the grid icon', () => {
    expect(appIconProps.parse({})).toEqual({ label: '', icon: 'grid', shape: 'rounded', size: 'medium' });
    expect(APP_ICON_SIZES.medium).toBe(72);
  });
  it('limits the label to 30 characters and shapes and sizes to their lists', () => {
    expect(appIconProps.safeParse({ label: 'x'.repeat(31) }).success).toBe(false);
    expect(appIconProps.safeParse({ shape: 'star' }).success).toBe(false);
    expect(appIconProps.safeParse({ size: 'huge' }).success).toBe(false);
  });
  it('sanitises the link and image, and accepts only safe colours', () => {
    const parsed = appIconProps.parse({ href: 'javascript:alert(1)', image: 'vbscript:x', background: '#abc' });
    expect(parsed.href).toBe('/404/');
    expect(parsed.image).toBe('/404/');
    expect(parsed.background).toBe('#aabbcc');
    expect(appIconProps.safeParse({ background: 'red;background:url(x)' }).success).toBe(false);
  });
});
