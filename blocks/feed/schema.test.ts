import { describe, expect, it } from 'vitest';
import { feedProps } from './schema.ts';

describe('feed properties', () => {
  it('shows 9 posts under a follow title by default', () => {
    expect(feedProps.parse({})).toEqual({ title: 'Follow us on Instagram', limit: 9, profileUrl: undefined, followText: 'Follow us' });
  });
  it('asks for 1 to 20 posts (the Instagram limit)', () => {
    expect(feedProps.safeParse({ limit: 0 }).success).toBe(false);
    expect(feedProps.safeParse({ limit: 21 }).success).toBe(false);
    expect(feedProps.parse({ limit: 20 }).limit).toBe(20);
  });
  it('sanitises the profile link', () => {
    expect(feedProps.parse({ profileUrl: 'javascript:alert(1)' }).profileUrl).toBe('/404/');
  });
});
