import type { StoreScope } from '../server/stores/index.ts';
import type { Image } from '../schemas/image.ts';
import type { StoreMedia } from './media-set.ts';
import { imageUrlFor } from '../lib/images.ts';
import { listProducts } from '../server/catalogue/index.ts';
import { primaryImage } from '../lib/product-colour.ts';
import { collectionHref, productHref } from '../lib/catalogue-paths.ts';
import { insertSocialPost } from '../server/engagement/index.ts';

/** Posts per demo store: a 3 × 3 grid. */
const DEMO_POST_COUNT = 9;
/** Feed tiles are drawn about this wide. */
const POST_IMAGE_WIDTH = 640;
const DAY_MS = 86_400_000;

interface DemoPost {
  image: Image;
  caption: string;
  /** Demo posts lead to the store page they show (a real account links to instagram.com). */
  permalink: string;
}

/**
 * ~9 Instagram-style posts for a demo store, made from pictures it already has (its story
 * picture, collection tiles and newest products), one a day going back from today. Run
 * after the catalogue is seeded.
 */
export async function seedSocialPosts(scope: StoreScope, media: StoreMedia): Promise<void> {
  const store = scope.division.companyName;
  const products = await listProducts(scope, { sort: 'new-in', limit: DEMO_POST_COUNT });
  const posts: DemoPost[] = [
    { image: media.story, caption: `Folded, packed and on its way. Every ${store} piece is printed the moment you order it.`, permalink: '/about/' },
    ...Object.entries(media.tiles).map(([urlName, image]) => ({
      image,
      caption: `${image.altText || 'New'} season at ${store}: organic cotton, renewable energy, zero waste.`,
      permalink: collectionHref(urlName),
    })),
    ...products.flatMap((product) => {
      const image = primaryImage(product);
      return image ? [{ image, caption: `Just dropped: ${product.name}. #printedondemand #organiccotton`, permalink: productHref(product) }] : [];
    }),
  ].slice(0, DEMO_POST_COUNT);

  const today = Date.now();
  for (const [index, post] of posts.entries()) {
    await insertSocialPost(scope, {
      imageUrl: imageUrlFor(post.image, POST_IMAGE_WIDTH),
      caption: post.caption,
      permalink: post.permalink,
      postedAt: new Date(today - index * DAY_MS).toISOString(),
    });
  }
}
