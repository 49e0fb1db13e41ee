import { describe, expect, it } from 'vitest';
import { slugify } from '../../../src/lib/slugify.ts';
import { tagSlug } from '../../../src/schemas/blog-post.ts';

describe('slugify', () => {
  it('turns a name into lower-case words joined by hyphens, accents and symbols dropped', () => {
    expect(slugify('Heather Grey')).toBe('heather-grey');
    expect(slugify('Off-White / Cream')).toBe('off-white-cream');
    expect(slugify('  Rosé & Gold!  ')).toBe('rose-and-gold');
    expect(slugify('R&B')).toBe('r-and-b');
    expect(slugify('***')).toBe('');
  });
  it('gives blog tags the same addresses, at most 60 characters and never ending in a hyphen', () => {
    expect(tagSlug('Organic Cotton & Care')).toBe('organic-cotton-and-care');
    const long = tagSlug(`${'a'.repeat(59)} b`);
    expect(long).toBe('a'.repeat(59));
  });
});
