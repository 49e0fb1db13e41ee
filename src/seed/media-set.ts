import type { Image } from '../schemas/image.ts';

/** The generated pictures a demo store's pages and menu use. */
export interface StoreMedia {
  hero: Image;
  story: Image;
  about: Image;
  /** Collection urlName → a 600px tile. */
  tiles: Record<string, Image>;
}
