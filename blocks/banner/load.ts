import type { StoreScope } from '../../src/server/stores/index.ts';
import type { SlideProps } from '../slide/schema.ts';
import type { ColourGrid } from '../../src/platform/storage/colour-grid.ts';
import { readImageRecord } from '../../src/platform/storage/image-record.ts';

/** What a banner's or a slide's picture looks like under its words (legibility.ts decides with it). */
export interface Data {
  /** The picture's measured colours; null for a video or a picture the media store did not measure; undefined with no picture. */
  pictureColours: ColourGrid | null | undefined;
}

/** Banners and slides share it: a slide's fields are a banner's. */
export async function load(_scope: StoreScope, properties: Pick<SlideProps, 'image' | 'video'>): Promise<Data> {
  // A video's frames are not measured (its poster is only the first of them).
  if (properties.video) return { pictureColours: null };
  if (!properties.image) return { pictureColours: undefined };
  return { pictureColours: (await readImageRecord(properties.image))?.colours ?? null };
}
