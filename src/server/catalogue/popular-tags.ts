import type { StoreScope } from '../stores/index.ts';
import { listProducts } from './products.ts';

/** How many recent products the suggestions are drawn from (bounded). */
const SAMPLE = 48;

/** The tags most used by the store's newest products, for "try searching for" suggestions. */
export async function popularTags(scope: StoreScope, limit = 6): Promise<string[]> {
  const counts = new Map<string, number>();
  for (const product of await listProducts(scope, { sort: 'new-in', limit: SAMPLE })) {
    for (const tag of new Set(product.tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean))) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([tag]) => tag);
}
