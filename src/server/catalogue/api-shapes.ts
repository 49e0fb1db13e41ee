import type { Collection } from '../../schemas/collection.ts';
import type { Creator } from '../../schemas/creator.ts';
import type { Product } from '../../schemas/product.ts';
import type { ReviewSummary } from '../../schemas/review.ts';
import { primaryImage } from '../../lib/product-colour.ts';
import { collectionHref, creatorHref, productHref } from '../../lib/catalogue-paths.ts';

// The catalogue calls' answers (the fields each call documents), shaped at one boundary so pages and
// calls never hand out storage rows.

const NO_REVIEWS: ReviewSummary = { count: 0, average: null };

/** GET /omnis/v3/division/{division}/products/ and products/fetch: a product's listed fields. */
export function apiProduct(product: Product, reviews: ReviewSummary = NO_REVIEWS) {
  return {
    id: product.id,
    uuid: product.uuid,
    sku: product.sku,
    urlName: product.urlName,
    url: productHref(product),
    name: product.name,
    image: primaryImage(product)?.original ?? null,
    price: product.price,
    salePrice: product.salePrice,
    manufacturer: product.manufacturer,
    description: product.description,
    isBundle: product.isBundle,
    reviews,
  };
}
export type ApiProduct = ReturnType<typeof apiProduct>;

/** GET /omnis/v3/collections/get/{division}/: name, banner thumbnails full, urlName. */
export function apiCollection(collection: Collection) {
  return {
    id: collection.id,
    name: collection.name,
    urlName: collection.urlName,
    url: collectionHref(collection.urlName),
    banner: collection.banner ? { thumbnails: { full: collection.banner.original } } : null,
  };
}

export function apiCreator(creator: Creator) {
  return { id: creator.id, urlName: creator.urlName, url: creatorHref(creator.urlName), name: creator.name, bio: creator.bio, avatar: creator.avatar };
}

/** artemis/query data items: each with thumbnails.original. */
export function apiSearchItem(product: Product) {
  return {
    id: product.id,
    urlName: product.urlName,
    url: productHref(product),
    name: product.name,
    price: product.price,
    salePrice: product.salePrice,
    thumbnails: { original: primaryImage(product)?.original ?? null },
  };
}
