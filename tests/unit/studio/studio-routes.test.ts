// Studio routes: which blank each alias opens on (the routes and the studio blocks share it).
import { describe, expect, it } from 'vitest';
import { STUDIO_ALIASES, blankOfAlias, studioAliasOf } from '../../../src/lib/studio/studio-routes.ts';

const blank = (id: number, type: string, gender = 'unisex') => ({ id, type, gender });
const alias = (path: string) => studioAliasOf(path)!;

describe('blankOfAlias', () => {
  const blanks = [blank(1, 't-shirt'), blank(2, 't-shirt', 'womens'), blank(3, 'hoodie'), blank(4, 'hoodie')];

  it('opens a gendered alias on a blank of that gender when the store has one', () => {
    expect(blankOfAlias(alias('/womens-custom-printed-t-shirts/'), blanks)?.id).toBe(2);
  });

  it('falls back to the unisex blank of the garment, never to another gender', () => {
    expect(blankOfAlias(alias('/kids-custom-printed-t-shirts/'), blanks)?.id).toBe(1);
    expect(blankOfAlias(alias('/kids-custom-printed-t-shirts/'), [blank(2, 't-shirt', 'womens')])).toBeUndefined();
  });

  it('takes the oldest unisex blank for an alias without a gender, and any of the garment without one', () => {
    expect(blankOfAlias(alias('/custom-printed-hoodies/'), blanks)?.id).toBe(3);
    expect(blankOfAlias(alias('/design-your-own-t-shirt/'), [blank(2, 't-shirt', 'womens')])?.id).toBe(2);
  });

  it('finds nothing for a garment the store has no blank of', () => {
    expect(blankOfAlias(alias('/custom-printed-stickers/'), blanks)).toBeUndefined();
  });

  it('knows every alias with or without its trailing slash, and only those', () => {
    for (const entry of STUDIO_ALIASES) expect(studioAliasOf(entry.path.slice(0, -1))).toBe(entry);
    expect(studioAliasOf('/custom/')).toBeUndefined();
  });
});
