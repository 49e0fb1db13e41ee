import type { StoreScope } from '../stores/index.ts';
import type { Product } from '../../schemas/product.ts';
import { MAX_PRODUCTS_PER_PAGE, PAID_PRICE, productFromRow } from './products.ts';
import type { ProductSort } from '../../lib/product-sort.ts';
import { SHOPPER_LISTED } from './shopper-listed.ts';

// The products of one collection page: counted and listed with the same filter, so the
// pagination and the grid always agree.

function collectionProducts(scope: StoreScope, urlName: string) {
  return scope.db
    .selectFrom('products')
    .innerJoin('product_collections', 'product_collections.product_id', 'products.id')
    .innerJoin('collections', 'collections.id', 'product_collections.collection_id')
    .where('products.division_id', '=', scope.division.id)
    .where('products.enabled', '=', 1)
    .where(SHOPPER_LISTED)
    .where('collections.division_id', '=', scope.division.id)
    .where('collections.url_name', '=', urlName);
}

/** Enabled products in the store's collection `urlName` (0 for an unknown collection). */
export async function countProductsInCollection(scope: StoreScope, urlName: string): Promise<number> {
  const row = await collectionProducts(scope, urlName)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface CollectionListing {
  sort: ProductSort;
  /** 1 to MAX_PRODUCTS_PER_PAGE. */
  limit: number;
  offset: number;
}

/**
 * One page of a collection in the shopper's chosen order. Every order ends on the product
 * id, so pages never overlap or skip a product when values tie.
 */
export async function listCollectionProducts(scope: StoreScope, urlName: string, listing: CollectionListing): Promise<Product[]> {
  const limit = Math.min(Math.max(Math.trunc(listing.limit), 1), MAX_PRODUCTS_PER_PAGE);
  let select = collectionProducts(scope, urlName).selectAll('products');
  switch (listing.sort) {
    case 'position':
      select = select.orderBy('product_collections.position');
      break;
    case 'new-in':
      select = select.orderBy('products.created_at', 'desc');
      break;
    case 'price-asc':
      select = select.orderBy(PAID_PRICE, 'asc');
      break;
    case 'price-desc':
      select = select.orderBy(PAID_PRICE, 'desc');
      break;
    case 'name':
      select = select.orderBy('products.name', 'asc');
      break;
  }
  const rows = await select
    .orderBy('products.id', listing.sort === 'new-in' ? 'desc' : 'asc')
    .limit(limit)
    .offset(Math.max(Math.trunc(listing.offset), 0))
    .execute();
  return rows.map((row) => productFromRow(row, [urlName]));
}
