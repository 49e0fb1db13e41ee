import type { StoreScope } from '../stores/index.ts';
import type { Collection } from '../../schemas/collection.ts';
import type { Image } from '../../schemas/image.ts';
import { listCollections } from './collections.ts';
import { countProductsInCollection, listCollectionProducts } from './collection-products.ts';
import { primaryImage } from '../../lib/product-colour.ts';

/** A collection offered as a way in (search page, no results): its name, size and a picture. */
export interface CollectionTile {
  collection: Collection;
  productCount: number;
  /** The collection's banner, else the picture of its first product. */
  cover: Image | undefined;
}

/** How many collections the search page suggests. */
export const POPULAR_COLLECTIONS = 6;

/** Collections looked at before giving up on finding `limit` with products (bounds the queries). */
const LOOK_AHEAD = 4;

/** The store's first collections that have products, in the store's order (bounded). */
export async function popularCollections(scope: StoreScope, limit = POPULAR_COLLECTIONS): Promise<CollectionTile[]> {
  const tiles: CollectionTile[] = [];
  for (const collection of (await listCollections(scope)).slice(0, limit * LOOK_AHEAD)) {
    if (tiles.length >= limit) break;
    const productCount = await countProductsInCollection(scope, collection.urlName);
    if (productCount === 0) continue;
    const [first] = collection.banner ? [] : await listCollectionProducts(scope, collection.urlName, { sort: 'position', limit: 1, offset: 0 });
    tiles.push({ collection, productCount, cover: collection.banner ?? (first && primaryImage(first)) });
  }
  return tiles;
}
