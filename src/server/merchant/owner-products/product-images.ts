import path from 'node:path';
import sharp from 'sharp';
import type { BlankStudio } from '../../../schemas/blank-studio.ts';
import type { Image } from '../../../schemas/image.ts';
import type { DesignFileRow, DesignRow } from '../../studio/index.ts';
import { GARMENT_SIDES } from '../../../schemas/blank-studio.ts';
import { config } from '../../../platform/config/config.ts';

// A product made from a design shows the design's mockups in the colours it is
// offered in once they are rendered; until then the blank's own mockups stand in, so the
// product is never without pictures.

const MEDIA_PREFIX = '/media/';

/** The design's mockups of the offered colours, one image per side and colour with its widths. */
function designMockups(files: DesignFileRow[], colours: string[], name: string): Image[] {
  const images: Image[] = [];
  for (const colour of colours) {
    for (const side of GARMENT_SIDES) {
      const widths = files.filter((file) => file.kind === 'mockup' && file.side === side && file.colour === colour).sort((a, b) => a.width - b.width);
      const largest = widths.at(-1);
      if (!largest) continue;
      images.push({
        id: `design-${largest.design_id}-${side}-${colour}`,
        original: largest.url,
        position: images.length,
        altText: `${name} in ${colour.toLowerCase()}, ${side}`,
        color: colour,
        width: largest.width,
        height: largest.height,
        sizes: Object.fromEntries(widths.map((file) => [String(file.width), file.url])),
      });
    }
  }
  return images;
}

/** A stored media file's size, read from its header; undefined when it is not one of ours. */
async function mediaSize(address: string): Promise<{ width: number; height: number } | undefined> {
  if (!address.startsWith(MEDIA_PREFIX)) return undefined;
  const file = path.join(config.mediaDir, path.basename(address.slice(MEDIA_PREFIX.length)));
  const metadata = await sharp(file)
    .metadata()
    .catch(() => undefined);
  return metadata?.width && metadata.height ? { width: metadata.width, height: metadata.height } : undefined;
}

/** The blank's mockups of the offered colours (every side), as product images. */
async function blankMockups(studio: BlankStudio | null, colours: string[], name: string): Promise<Image[]> {
  const images: Image[] = [];
  for (const colour of colours) {
    for (const side of studio?.sides ?? []) {
      const address = side.mockups[colour];
      const size = address ? await mediaSize(address) : undefined;
      if (!address || !size) continue;
      images.push({
        id: `blank-${side.side}-${colour}`,
        original: address,
        position: images.length,
        altText: `${name} in ${colour.toLowerCase()}, ${side.side}`,
        color: colour,
        ...size,
        sizes: { [String(size.width)]: address },
      });
    }
  }
  return images;
}

/** The product's pictures: the design's mockups when it is ready, else the blank's. */
export async function productImages(design: DesignRow, files: DesignFileRow[], studio: BlankStudio | null, colours: string[], name: string): Promise<Image[]> {
  const rendered = design.status === 'ready' ? designMockups(files, colours, name) : [];
  return rendered.length > 0 ? rendered : blankMockups(studio, colours, name);
}

/** The design's print file of each side (the product's `designs`), null for a side it leaves blank. */
export function printFiles(files: DesignFileRow[]): Record<(typeof GARMENT_SIDES)[number], string | null> {
  const of = (side: string) => files.find((file) => file.kind === 'print' && file.side === side)?.url ?? null;
  return { front: of('front'), back: of('back'), left: of('left'), right: of('right') };
}
