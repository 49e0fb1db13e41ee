import { BLOCK_STYLES, STYLE_PARTS } from 'virtual:printfront/block-styles';
import type { ResolvedBlock } from '../../server/pages/resolve-blocks.ts';
import { LruCache } from '../../lib/lru-cache.ts';

/** Every block type drawn by these blocks and their items. */
export function blockTypesIn(blocks: readonly ResolvedBlock[], into = new Set<string>()): Set<string> {
  for (const block of blocks) {
    into.add(block.type);
    blockTypesIn(block.items, into);
  }
  return into;
}

/**
 * The CSS of just these block types (see src/build/block-styles-plugin.ts), each component's
 * part once and in a fixed order; memoised by the set of types, since a store's pages
 * repeat a few combinations.
 */
const memo = new LruCache<string, string>(500);
export function blockStylesFor(types: Iterable<string>): string {
  const key = [...new Set(types)].sort().join(',');
  let css = memo.get(key);
  if (css === undefined) {
    const parts = new Set(key.split(',').flatMap((type) => BLOCK_STYLES[type] ?? []));
    css = [...parts].sort((a, b) => a - b).map((part) => STYLE_PARTS[part]).join('');
    memo.set(key, css);
  }
  return css;
}
