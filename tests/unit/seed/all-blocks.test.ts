import { describe, expect, it } from 'vitest';
import { allBlocksPage, blockTypesOf, remainingTypes } from '../../../src/seed/all-blocks.ts';
import type { StoreMedia } from '../../../src/seed/media-set.ts';
import type { Image } from '../../../src/schemas/image.ts';
import { BLOCK_TYPES } from '../../../blocks/schemas.ts';
import { isHiddenBlockType } from '../../../blocks/define.ts';

// /all-blocks/ is where the e2e suite draws every block type in every theme (tests/e2e/all-blocks.spec.ts).
const image = (id: string): Image => ({ id, original: `/media/${id}.jpg`, position: 0, altText: '', color: null, width: 600, height: 400, sizes: {} });
const media: StoreMedia = {
  hero: image('hero'),
  story: image('story'),
  about: image('about'),
  tiles: Object.fromEntries(['t-shirts', 'hoodies', 'sweaters', 'tote-bags'].map((urlName) => [urlName, image(urlName)])),
};
const drawnTypes = Object.keys(BLOCK_TYPES).filter((type) => !isHiddenBlockType(type));

describe('the /all-blocks/ page', () => {
  it('shows every registered block type that draws something, once at the top level or inside a container', () => {
    const page = allBlocksPage(media, 'a-tee');
    expect(drawnTypes.length).toBeGreaterThan(40);
    expect(drawnTypes.filter((type) => !blockTypesOf(page.blocks).has(type))).toEqual([]);
  });

  it('has a block, made by its builder, of each drawn type its examples leave out', () => {
    const examples = allBlocksPage(media, 'a-tee').blocks.filter((block) => block.type !== 'banner' && block.type !== 'quote');
    const added = remainingTypes(examples);
    expect(added.map((block) => block.type)).toEqual(['banner', 'quote']);
    expect(added[1]?.properties).toEqual(BLOCK_TYPES.quote.props.parse(BLOCK_TYPES.quote.builder?.()));
    expect(remainingTypes(allBlocksPage(media, 'a-tee').blocks)).toEqual([]);
  });
});
