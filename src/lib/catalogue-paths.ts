import type { Product } from '../schemas/product.ts';

// Catalogue addresses, built in one place (colour pages: product-colour.ts).

/** The product page of a product: /product/{urlName}/. */
export function productHref(product: Pick<Product, 'urlName'>): string {
  return `/product/${product.urlName}/`;
}

/** A collection's page: /collection/{urlName}/. */
export function collectionHref(urlName: string): string {
  return `/collection/${urlName}/`;
}

/** A creator's page: /creator/{urlName}/. */
export function creatorHref(urlName: string): string {
  return `/creator/${urlName}/`;
}

/** A product's review form, for verified buyers: /product/{urlName}/review/. */
export function reviewHref(product: Pick<Product, 'urlName'>): string {
  return `${productHref(product)}review/`;
}
