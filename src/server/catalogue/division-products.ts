import type { z } from 'zod';
import type { StoreScope } from '../stores/index.ts';
import type { DivisionProductsQuery } from '../../schemas/catalogue-calls.ts';
import type { Product } from '../../schemas/product.ts';
import { listProducts } from './products.ts';
import { reviewSummaries } from './reviews.ts';
import { apiProduct, type ApiProduct } from './api-shapes.ts';

/** Names compared for removeDuplicates: case and spacing do not make a product different. */
const nameKey = (product: Product) => product.name.toLowerCase().replace(/\s+/g, ' ').trim();

function firstOfEachName(products: Product[]): Product[] {
  const seen = new Set<string>();
  return products.filter((product) => {
    const key = nameKey(product);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * GET /omnis/v3/division/{division}/products/: the store's listed products (never custom
 * designs or blanks), at most `limit`, newest first unless a sort is named, each with its
 * review count and average. removeDuplicates keeps the first of products sharing a name.
 */
export async function divisionProducts(scope: StoreScope, query: z.output<typeof DivisionProductsQuery>): Promise<ApiProduct[]> {
  let products = await listProducts(scope, {
    collection: query.collection || undefined,
    sort: query.sort ?? (query.collection ? 'position' : 'new-in'),
    limit: query.limit,
  });
  if (query.removeDuplicates) products = firstOfEachName(products);
  const reviews = await reviewSummaries(
    scope,
    products.map((product) => product.id),
  );
  return products.map((product) => apiProduct(product, reviews.get(product.id)));
}
