import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BANNER_IMAGE_SIZE, MENU_IMAGE_WIDTH } from '../../../src/lib/images.ts';
import { TILE_RATIOS } from '../../../src/schemas/menu.ts';
import { ARTWORK_PALETTES } from '../../../src/server/studio/images/artwork.ts';
import { renderBanner, renderTile, SCENE_STYLES } from '../../../src/server/studio/images/scenes.ts';

describe('renderBanner', () => {
  for (const style of SCENE_STYLES) {
    it(`draws the ${style} scene at the spec's 1920×768`, async () => {
      const svg = renderBanner({ style, palette: ARTWORK_PALETTES.sunset, title: 'New Season' });
      const stats = await sharp(svg).resize(480).stats();
      const metadata = await sharp(svg).metadata();
      expect([metadata.width, metadata.height]).toEqual([BANNER_IMAGE_SIZE.width, BANNER_IMAGE_SIZE.height]);
      expect(stats.isOpaque).toBe(true);
      // A picture, not a flat fill.
      expect(stats.channels[0]?.stdev ?? 0).toBeGreaterThan(10);
    });
  }

  it('is deterministic', () => {
    const options = { style: 'hills', palette: ARTWORK_PALETTES.forest } as const;
    expect(renderBanner(options).equals(renderBanner(options))).toBe(true);
  });
});

describe('renderTile', () => {
  it('is 600 px wide with the ratio asked for', async () => {
    const tile = await renderTile({ palette: ARTWORK_PALETTES.retro, scene: 'sunrise', ratio: '4:3' });
    const metadata = await sharp(tile).metadata();
    expect(metadata.width).toBe(MENU_IMAGE_WIDTH);
    expect(metadata.height).toBe(Math.round(MENU_IMAGE_WIDTH * TILE_RATIOS['4:3']));
  });

  it('can show a garment on a backdrop', async () => {
    const tile = await renderTile({ palette: ARTWORK_PALETTES.forest, garment: { garment: 'hoodie', colourHex: '#1f2a44' }, title: 'Hoodies' });
    const stats = await sharp(tile).stats();
    expect(stats.isOpaque).toBe(true);
    expect(stats.channels[2]?.stdev ?? 0).toBeGreaterThan(20);
  });
});
