import type { StoreScope } from '../../src/server/stores/index.ts';
import type { PodProps } from '../pod/schema.ts';
import type { ProductListProps } from './schema.ts';
import { listProducts } from '../../src/server/catalogue/index.ts';
import { productToPod } from '../pod/product-pod.ts';
import { collectionHref } from '../../src/lib/catalogue-paths.ts';

export interface Data {
  pods: PodProps[];
  /** The product of each pod (same order), for its favourites heart. */
  productIds: number[];
  /** The collection page, when the list shows one collection. */
  viewAllHref: string | undefined;
}

export async function load(scope: StoreScope, properties: ProductListProps): Promise<Data> {
  const products = await listProducts(scope, {
    collection: properties.collection || undefined,
    sort: properties.sort,
    limit: properties.limit,
  });
  return {
    pods: products.map((product) => productToPod(product, { showPrice: properties.showPrice })),
    productIds: products.map((product) => product.id),
    viewAllHref: properties.collection ? collectionHref(properties.collection) : undefined,
  };
}
