import type { StoreScope } from '../stores/index.ts';
import type { Product } from '../../schemas/product.ts';
import { listProducts } from './products.ts';

/** How many cross-sell suggestions a product page shows. */
export const CROSS_SELL_PRODUCTS = 4;
/** How many of the newest listed products are weighed: enough for a small store, cheap for a big one. */
export const CROSS_SELL_CANDIDATES = 48;

/**
 * A product's cross-sell: other listed products of the store a shopper of this one may
 * like: the same creator counts most, then each shared tag. Bounded: only the newest
 * CROSS_SELL_CANDIDATES listed products are weighed. Products in `exclude` (already shown
 * as "more from the collection") are left out, so the page never repeats itself.
 */
export async function crossSellProducts(scope: StoreScope, product: Product, exclude: ReadonlySet<number>): Promise<Product[]> {
  const candidates = await listProducts(scope, { sort: 'new-in', limit: CROSS_SELL_CANDIDATES });
  const tags = new Set(product.tags);
  return candidates
    .filter((candidate) => candidate.id !== product.id && !exclude.has(candidate.id))
    .map((candidate) => ({
      candidate,
      score: (product.creatorId !== null && candidate.creatorId === product.creatorId ? 3 : 0) + candidate.tags.filter((tag) => tags.has(tag)).length,
    }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || b.candidate.id - a.candidate.id)
    .slice(0, CROSS_SELL_PRODUCTS)
    .map((entry) => entry.candidate);
}
