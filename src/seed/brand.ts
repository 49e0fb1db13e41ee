import type { Image } from '../schemas/image.ts';
import type { DemoStore } from './stores.ts';
import { renderLogo, renderShareImage, SHARE_IMAGE_SIZE } from '../server/studio/index.ts';
import { storeImage } from '../platform/storage/media-store.ts';

/** A demo store's logo (the header's, and its company logo) and its share image (og:image). */
export interface BrandImages {
  logo: Image;
  share: Image;
}

export async function storeBrandImages(store: DemoStore): Promise<BrandImages> {
  const [logo, share] = await Promise.all([
    storeImage(renderLogo(store.brand.mark), { altText: store.companyName }),
    storeImage(
      renderShareImage({
        brand: store.brand.mark,
        palette: store.palette,
        tagline: store.tagline,
        taglineTypeface: store.brand.taglineTypeface,
        paper: store.brand.paper,
        seed: `${store.subdomain}-share`,
      }),
      // Crawlers read JPEG everywhere; WebP not everywhere.
      { altText: `${store.companyName}: ${store.tagline}`, format: 'jpeg', frame: SHARE_IMAGE_SIZE },
    ),
  ]);
  return { logo, share };
}
