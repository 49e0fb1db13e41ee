import type { StoreScope } from '../stores/scope.ts';
import type { Collection } from '../../schemas/collection.ts';
import type { PodProps } from '../../../blocks/pod/schema.ts';
import type { ProductSort } from './products.ts';
import type { ShellData } from '../storefront/shell.ts';
import { findCollectionByUrlName } from './collections.ts';
import { countProductsInCollection, listCollectionProducts } from './collection-products.ts';
import { productToPod } from './product-pod.ts';
import { listedProduct } from './listed-product.ts';
import { breadcrumbList, productItemList, type Crumb } from '../../lib/structured-data.ts';
import { CATALOGUE_PAGE_SIZE, lastPageOf } from '../../lib/pagination.ts';
import { collectionHref } from '../../lib/catalogue-paths.ts';

export type CollectionPageResult =
  | { kind: 'not-found' }
  | {
      kind: 'page';
      collection: Collection;
      pods: PodProps[];
      /** Products in the whole collection. */
      total: number;
      page: number;
      lastPage: number;
      sort: ProductSort;
      crumbs: Crumb[];
      jsonLd: unknown[];
    };

export interface CollectionPageQuery {
  page: number;
  sort: ProductSort;
  origin: string;
}

/** Spec §2 /collection/{urlName}/: one page of a collection, its breadcrumbs and structured data. */
export async function loadCollectionPage(scope: StoreScope, shell: ShellData, urlName: string, query: CollectionPageQuery): Promise<CollectionPageResult> {
  const collection = await findCollectionByUrlName(scope, urlName);
  if (!collection) return { kind: 'not-found' };
  const total = await countProductsInCollection(scope, collection.urlName);
  const lastPage = lastPageOf(total);
  // Bounded: a page past the end is not an empty page but no page at all.
  if (query.page < 1 || query.page > lastPage) return { kind: 'not-found' };

  const products = await listCollectionProducts(scope, collection.urlName, {
    sort: query.sort,
    limit: CATALOGUE_PAGE_SIZE,
    offset: (query.page - 1) * CATALOGUE_PAGE_SIZE,
  });
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: collection.name, path: collectionHref(collection.urlName) },
  ];
  const currencies = shell.switchableCurrencies.length > 0 ? shell.switchableCurrencies : [shell.currency];
  const jsonLd: unknown[] = [breadcrumbList(crumbs, query.origin)];
  if (products.length > 0) jsonLd.push(productItemList(products.map(listedProduct), query.origin, shell.currency, currencies));
  return {
    kind: 'page',
    collection,
    pods: products.map((product) => productToPod(product)),
    total,
    page: query.page,
    lastPage,
    sort: query.sort,
    crumbs,
    jsonLd,
  };
}
