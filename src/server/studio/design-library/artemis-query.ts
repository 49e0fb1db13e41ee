import type { StoreScope } from '../../stores/index.ts';
import type { ArtemisQuery } from '../../../schemas/catalogue-calls.ts';
import { isOnSale, type Product } from '../../../schemas/product.ts';
import { rankedSearch, searchTermFrom, MAX_SEARCH_CANDIDATES } from '../../catalogue/index.ts';
import { listProducts, MAX_PRODUCTS_PER_PAGE } from '../../catalogue/index.ts';
import { apiSearchItem } from '../../catalogue/index.ts';
import { libraryQuery } from './library-items.ts';

/**
 * GET /omnis/v3/artemis/query/: one page of the store's listed products matching the
 * search term (all of them, newest first, without one), after the macros. At most
 * MAX_SEARCH_CANDIDATES products are read; a page past the end is empty, not an error.
 * With macros=designs it answers the store's design library instead (LibraryItem[]).
 */
export async function artemisQuery(scope: StoreScope, query: ArtemisQuery) {
  if (query.macros.includes('designs')) return libraryQuery(scope, query);
  const term = searchTermFrom(query.searchTerm);
  let products: Product[] = term
    ? await rankedSearch(scope, term)
    : [
        ...(await listProducts(scope, { sort: 'new-in', limit: MAX_PRODUCTS_PER_PAGE })),
        ...(await listProducts(scope, { sort: 'new-in', limit: MAX_PRODUCTS_PER_PAGE, offset: MAX_PRODUCTS_PER_PAGE })),
      ].slice(0, MAX_SEARCH_CANDIDATES);
  if (query.macros.includes('on-sale')) products = products.filter(isOnSale);
  if (query.macros.includes('new-in') && term) products = [...products].sort((a, b) => b.id - a.id);
  const total = products.length;
  const start = (query.page - 1) * query.perPage;
  return {
    data: products.slice(start, start + query.perPage).map(apiSearchItem),
    meta: { page: query.page, perPage: query.perPage, total, lastPage: Math.max(1, Math.ceil(total / query.perPage)), searchTerm: term },
  };
}
