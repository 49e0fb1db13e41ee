import { describe, expect, it } from 'vitest';
import { socialsProps } from './schema.ts';

describe('socials schema', () => {
  it('defaults to no links, filled medium icons, centred', () => {
    expect(socialsProps.parse({})).toEqual({ title: '', links: [], variant: 'filled', size: 'medium', align: 'center' });
  });
  it('keeps https links only, one per network', () => {
    const parsed = socialsProps.parse({
      links: [
        { network: 'instagram', href: 'https://www.instagram.com/shop' },
        { network: 'facebook', href: 'http://facebook.com/shop' },
        { network: 'x', href: 'javascript:alert(1)' },
        { network: 'tiktok' },
        { network: 'instagram', href: 'https://www.instagram.com/other' },
        { network: 'youtube', href: 'https://youtube.com/@shop' },
      ],
    });
    expect(parsed.links).toEqual([
      { network: 'instagram', href: 'https://www.instagram.com/shop' },
      { network: 'youtube', href: 'https://youtube.com/@shop' },
    ]);
  });
  it('knows the six networks only and takes at most 12 links', () => {
    expect(socialsProps.safeParse({ links: [{ network: 'myspace', href: 'https://myspace.com/' }] }).success).toBe(false);
    expect(socialsProps.safeParse({ links: Array.from({ length: 13 }, () => ({ network: 'x', href: 'https://x.com/a' })) }).success).toBe(false);
  });
});
