import path from 'node:path';
import sharp from 'sharp';
import type { Image } from '../../schemas/image.ts';
import type { BannerInput } from './collection-bodies.ts';
import { ApiError } from '../errors/api-error.ts';
import { config } from '../config.ts';

const MEDIA_PREFIX = '/media/';
export const BANNER_FROM_LIBRARY = 'Choose the banner from your image library.';

/**
 * A collection's banner (an Image) from ImageField's choice. Only the store's stored media
 * qualify: its real size is read from the file, so the banner is drawn without layout shift,
 * and no outside address ends up on the storefront.
 */
export async function bannerImage(input: BannerInput, name: string): Promise<Image> {
  const files = [input.url, ...Object.values(input.sizes ?? {})];
  if (!files.every((address) => address.startsWith(MEDIA_PREFIX) && !address.includes('..') && !address.slice(MEDIA_PREFIX.length).includes('/'))) {
    throw ApiError.validation({ banner: [BANNER_FROM_LIBRARY] });
  }
  const metadata = await sharp(path.join(config.mediaDir, input.url.slice(MEDIA_PREFIX.length))).metadata().catch(() => undefined);
  if (!metadata?.width || !metadata.height) throw ApiError.validation({ banner: [BANNER_FROM_LIBRARY] });
  return {
    id: `banner-${path.basename(input.url)}`,
    original: input.url,
    position: 0,
    altText: name,
    color: null,
    width: metadata.width,
    height: metadata.height,
    sizes: input.sizes && Object.keys(input.sizes).length > 0 ? input.sizes : { [String(metadata.width)]: input.url },
  };
}
