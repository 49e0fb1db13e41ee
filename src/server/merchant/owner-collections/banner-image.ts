import path from 'node:path';
import sharp from 'sharp';
import type { Image } from '../../../schemas/image.ts';
import type { BannerInput } from '../../../schemas/collection.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { config } from '../../../platform/config/config.ts';
import type { StoreScope } from '../../stores/index.ts';
import { shownByStore } from '../media-library/media-in-use.ts';

const MEDIA_PREFIX = '/media/';
export const BANNER_FROM_LIBRARY = 'Choose the banner from your image library.';

/** Stored media are named by content: `<16 hex digits>-<width>.webp` and the like. */
const CONTENT_HASH = /^([0-9a-f]{16})[-.]/;

/**
 * A collection's banner (an Image) from ImageField's choice. Only the store's own stored media
 * qualify (its library, or a picture it already shows, such as a product's): its real size is
 * read from the file, so the banner is drawn without layout shift, no outside address ends up
 * on the storefront, and no store borrows another store's pictures by address.
 */
export async function bannerImage(scope: StoreScope, input: BannerInput, name: string): Promise<Image> {
  const files = [input.url, ...Object.values(input.sizes ?? {})];
  if (!files.every((address) => address.startsWith(MEDIA_PREFIX) && !address.includes('..') && !address.slice(MEDIA_PREFIX.length).includes('/'))) {
    throw ApiError.validation({ banner: [BANNER_FROM_LIBRARY] });
  }
  const hashes = new Set(files.map((address) => CONTENT_HASH.exec(address.slice(MEDIA_PREFIX.length))?.[1]));
  if (hashes.has(undefined) || !(await Promise.all([...hashes].map((hash) => storeHasPicture(scope, hash!)))).every(Boolean)) {
    throw ApiError.validation({ banner: [BANNER_FROM_LIBRARY] });
  }
  const metadata = await sharp(path.join(config.mediaDir, input.url.slice(MEDIA_PREFIX.length)))
    .metadata()
    .catch(() => undefined);
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

/** In the store's image library, or already shown somewhere on the store. */
async function storeHasPicture(scope: StoreScope, hash: string): Promise<boolean> {
  const inLibrary = await scope.db
    .selectFrom('media_items')
    .select('id')
    .where('division_id', '=', scope.division.id)
    .where('content_hash', '=', hash)
    .where('status', '=', 'ready')
    .executeTakeFirst();
  return inLibrary !== undefined || (await shownByStore(scope.db, scope.division.id, hash));
}
