import type { Image } from '../../../schemas/image.ts';
import { renderGarment, type GarmentMockup } from './garments.ts';
import { storeImage, type StoreImageOptions } from '../../../platform/storage/media-store.ts';

export interface GarmentImageRequest extends GarmentMockup, Omit<StoreImageOptions, 'frame' | 'focalPoint'> {}

/** Renders a garment mockup and stores it: one product image with every responsive width. */
export async function storeGarmentImage({ garment, colourHex, artwork, width, backdrop, view, ...storage }: GarmentImageRequest): Promise<Image> {
  return storeImage(await renderGarment({ garment, colourHex, artwork, width, backdrop, view }), storage);
}
