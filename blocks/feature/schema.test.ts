import { describe, expect, it } from 'vitest';
import { featureProps } from './schema.ts';

describe('feature schema', () => {
  it('defaults to a row with the truck icon, left aligned', () => {
    expect(featureProps.parse({})).toEqual({ icon: 'truck', title: '', text: '', layout: 'row', textAlign: 'left' });
  });
  it('limits title to 80 and text to 400 characters', () => {
    expect(featureProps.safeParse({ title: 'x'.repeat(81) }).success).toBe(false);
    expect(featureProps.safeParse({ text: 'x'.repeat(401) }).success).toBe(false);
    expect(featureProps.safeParse({ layout: 'grid' }).success).toBe(false);
  });
  it('sanitises link and image', () => {
    const parsed = featureProps.parse({ href: 'javascript:alert(1)', image: 'javascript:alert(1)' });
    expect(parsed).toMatchObject({ href: '/404/', image: '/404/' });
  });
});
