import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { config } from '../../../platform/config/config.ts';
import { MEDIA_PREFIX } from '../../../platform/front/media.ts';
import { renderArtwork, ARTWORK_PALETTES, type ArtworkStyle } from '../images/artwork.ts';
import { fileExists, writeOnce } from '../../../platform/storage/atomic-file.ts';

// The design library's pictures: the platform's demo artwork (src/server/studio/images/artwork*)
// rasterised from its SVG at print resolution, content-addressed in the media folder: the
// same artwork gives the same file names, so a second seed (or a second store) writes nothing.

/** Long side of a library PNG: 3000 px prints 254 mm (a full chest print) at 300 DPI. */
export const LIBRARY_PIXELS = 3000;
/** The library grid's copy. */
export const LIBRARY_SMALL_PIXELS = 400;
/** The artwork generator draws on a 600 × 600 view box. */
const ARTWORK_VIEW_BOX = 600;
/** librsvg renders at 72 DPI by default: this density draws the view box at LIBRARY_PIXELS. */
const DENSITY = (72 * LIBRARY_PIXELS) / ARTWORK_VIEW_BOX;
/** Bump when the encoding changes so old files are not mistaken for new ones. */
const RECIPE = 'library-png-3000:v1';

export interface LibraryArtwork {
  /** Stable per store: the row's key, and the artwork's seed name with `name`. */
  slug: string;
  name: string;
  style: ArtworkStyle;
  palette: keyof typeof ARTWORK_PALETTES;
  tags: readonly string[];
}

export interface LibraryFiles {
  url: string;
  smallUrl: string;
  pixelWidth: number;
  pixelHeight: number;
}

/** The artwork's print PNG and small WebP, rendered only when they are not there yet. */
export async function libraryFiles(artwork: LibraryArtwork, mediaDir = config.mediaDir): Promise<LibraryFiles> {
  const svg = renderArtwork(artwork.name, ARTWORK_PALETTES[artwork.palette], { style: artwork.style });
  const hash = createHash('sha256').update(RECIPE).update(svg).digest('hex').slice(0, 16);
  const large = `${hash}-${LIBRARY_PIXELS}.png`;
  const small = `${hash}-${LIBRARY_SMALL_PIXELS}.webp`;
  const largeFile = path.join(mediaDir, large);
  const smallFile = path.join(mediaDir, small);
  if (!(await fileExists(largeFile)) || !(await fileExists(smallFile))) {
    await mkdir(mediaDir, { recursive: true });
    const print = await sharp(Buffer.from(svg), { density: DENSITY })
      .resize(LIBRARY_PIXELS, LIBRARY_PIXELS, { fit: 'fill' })
      .png({ compressionLevel: 6 })
      .toBuffer();
    await writeOnce(largeFile, print);
    await writeOnce(smallFile, await sharp(print).resize(LIBRARY_SMALL_PIXELS).webp({ quality: 82 }).toBuffer());
  }
  return { url: MEDIA_PREFIX + large, smallUrl: MEDIA_PREFIX + small, pixelWidth: LIBRARY_PIXELS, pixelHeight: LIBRARY_PIXELS };
}
