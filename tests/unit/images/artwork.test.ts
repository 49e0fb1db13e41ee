import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ARTWORK_PALETTES, ARTWORK_STYLES, artworkStyleFor, renderArtwork } from '../../../src/server/studio/images/artwork.ts';

describe('renderArtwork', () => {
  it('is deterministic: the same seed and palette give the same bytes, and the same pixels', async () => {
    const first = renderArtwork('Night Owl Tee', ARTWORK_PALETTES.ocean);
    const second = renderArtwork('Night Owl Tee', ARTWORK_PALETTES.ocean);
    expect(second).toBe(first);
    const [a, b] = await Promise.all([first, second].map((svg) => sharp(Buffer.from(svg)).png().toBuffer()));
    expect(a?.equals(b as Buffer)).toBe(true);
  });

  it('gives different seeds different designs', () => {
    expect(renderArtwork('Night Owl', ARTWORK_PALETTES.ocean)).not.toBe(renderArtwork('Morning Lark', ARTWORK_PALETTES.ocean));
  });

  it('has at least 8 styles and picks all of them across ordinary product names', () => {
    expect(ARTWORK_STYLES.length).toBeGreaterThanOrEqual(8);
    const picked = new Set(Array.from({ length: 200 }, (_, index) => artworkStyleFor(`Product ${index}`)));
    expect(picked.size).toBe(ARTWORK_STYLES.length);
  });

  it('follows words in the name that suggest a style', () => {
    expect(artworkStyleFor('Alpine Summit Hoodie')).toBe('mountains');
    expect(artworkStyleFor('Surf Shack Tee')).toBe('sun-and-waves');
    expect(artworkStyleFor('Fern Garden Tote')).toBe('botanical');
    expect(artworkStyleFor('Varsity Club Sweater')).toBe('crest');
  });

  for (const style of ARTWORK_STYLES) {
    it(`renders the ${style} style as a 600×600 picture with ink on it`, async () => {
      const svg = renderArtwork('Harbour Lights', ARTWORK_PALETTES.retro, { style });
      const { info, channels } = await sharp(Buffer.from(svg))
        .stats()
        .then((stats) => ({ info: stats, channels: stats.channels }));
      expect(info.isOpaque).toBe(false);
      // Alpha mean: how much of the square carries ink. Every style covers a good part of it.
      expect(channels[3]?.mean ?? 0).toBeGreaterThan(255 * 0.2);
      const metadata = await sharp(Buffer.from(svg)).metadata();
      expect([metadata.width, metadata.height]).toEqual([600, 600]);
    });
  }
});
