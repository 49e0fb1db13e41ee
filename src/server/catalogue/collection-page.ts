import type { StoreScope } from '../stores/index.ts';
import type { Collection } from '../../schemas/collection.ts';
import type { Product } from '../../schemas/product.ts';
import type { ShellData } from '../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../platform/pages/page-result.ts';
import { findCollectionByUrlName } from './collections.ts';
import { countProductsInCollection, listCollectionProducts } from './collection-products.ts';
import { listedProduct } from './listed-product.ts';
import { reviewSummaries } from './reviews.ts';
import { storeCacheVerdict } from '../../platform/pages/cacheability.ts';
import { pageLinks } from '../../platform/pages/page-links.ts';
import { NOT_FOUND } from '../../platform/pages/page-result.ts';
import { breadcrumbList, productItemList, type Crumb } from '../../lib/structured-data.ts';
import { CATALOGUE_PAGE_SIZE, lastPageOf, pageHref } from '../../lib/pagination.ts';
import { collectionHref } from '../../lib/catalogue-paths.ts';
import { DEFAULT_COLLECTION_SORT, type ProductSort } from '../../lib/product-sort.ts';
import { primaryImage } from '../../lib/product-colour.ts';
import { absoluteUrl } from '../../lib/head.ts';
import { listedHead } from '../../platform/pages/listed-head.ts';

export interface CollectionPageView {
  collection: Collection;
  /** This page's products, in the shopper's order. */
  products: Product[];
  /** Products in the whole collection. */
  total: number;
  page: number;
  lastPage: number;
  sort: ProductSort;
  /** The collection's address, without a query. */
  path: string;
  /** What page links keep from page to page: the sort the shopper chose. */
  query: Record<string, string | undefined>;
}

export interface CollectionPageQuery {
  /** `?page=`; undefined when it named no page. */
  page: number | undefined;
  sort: ProductSort;
  origin: string;
}

/** /collection/{urlName}/: one page of a collection, its head, breadcrumbs and structured data. */
export async function loadCollectionPage(
  scope: StoreScope,
  shell: ShellData,
  urlName: string,
  query: CollectionPageQuery,
): Promise<StorefrontPage<CollectionPageView>> {
  const { page, origin } = query;
  const collection = page === undefined ? undefined : await findCollectionByUrlName(scope, urlName);
  if (!collection || page === undefined) return NOT_FOUND;
  const total = await countProductsInCollection(scope, collection.urlName);
  const lastPage = lastPageOf(total);
  // Bounded: a page past the end is not an empty page but no page at all.
  if (page < 1 || page > lastPage) return NOT_FOUND;

  const products = await listCollectionProducts(scope, collection.urlName, {
    sort: query.sort,
    limit: CATALOGUE_PAGE_SIZE,
    offset: (page - 1) * CATALOGUE_PAGE_SIZE,
  });
  const path = collectionHref(collection.urlName);
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: collection.name, path },
  ];
  const currencies = shell.switchableCurrencies.length > 0 ? shell.switchableCurrencies : [shell.currency];
  const jsonLd: unknown[] = [breadcrumbList(crumbs, origin)];
  if (products.length > 0) {
    const reviews = await reviewSummaries(
      scope,
      products.map((product) => product.id),
    );
    jsonLd.push(
      productItemList(
        products.map((product) => listedProduct(product, reviews.get(product.id))),
        origin,
        shell.currency,
        currencies,
      ),
    );
  }
  // A sort is a view of the same products: the canonical address keeps only the page,
  // while page links keep the sort the shopper chose.
  const sortQuery = { sort: query.sort === DEFAULT_COLLECTION_SORT ? undefined : query.sort };
  const firstPicture = products[0] && primaryImage(products[0]);
  return {
    kind: 'page',
    view: { collection, products, total, page, lastPage, sort: query.sort, path, query: sortQuery },
    head: listedHead(shell, {
      title: page > 1 ? `${collection.name} (page ${page})` : collection.name,
      description: collection.description || `${collection.name} from ${shell.companyName}.`,
      canonical: origin + pageHref(path, {}, page),
      images: [collection.banner && absoluteUrl(origin, collection.banner.original), firstPicture && absoluteUrl(origin, firstPicture.original)],
    }),
    headExtras: pageLinks(origin, path, page, lastPage, sortQuery),
    jsonLd,
    crumbs,
    layout: 'standard',
    // The same for every visitor; the render cache only ever stores the plain address (no ?sort, ?page).
    cache: storeCacheVerdict(scope.division),
  };
}
