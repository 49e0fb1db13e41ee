import { BLOCK_STYLES, STYLE_PARTS } from 'virtual:printfront/block-styles';
import type { ResolvedBlock } from '../../server/storefront/index.ts';
import { LruCache } from '../../lib/lru-cache.ts';

/** Every block type drawn by these blocks and their items. */
export function blockTypesIn(blocks: readonly ResolvedBlock[], into = new Set<string>()): Set<string> {
  for (const block of blocks) {
    into.add(block.type);
    blockTypesIn(block.items, into);
  }
  return into;
}

const encoder = new TextEncoder();

/**
 * A `<style>` element with the CSS of just these block types (see
 * src/build/block-styles-plugin.ts), each component's part once and in a fixed order, or
 * nothing when they have none. As UTF-8 bytes, which Astro writes as they are, and memoised
 * by the set of types, since a store's pages repeat a few combinations: the CSS (11 KB on the
 * demo home page) is neither joined nor encoded again on the next render.
 */
const memo = new LruCache<string, Uint8Array | null>(500);
export function blockStylesFor(types: Iterable<string>): Uint8Array | null {
  const key = [...new Set(types)].sort().join(',');
  let element = memo.get(key);
  if (element === undefined) {
    const parts = new Set(key.split(',').flatMap((type) => BLOCK_STYLES[type] ?? []));
    const css = [...parts]
      .sort((a, b) => a - b)
      .map((part) => STYLE_PARTS[part])
      .join('');
    element = css ? encoder.encode(`<style>${css}</style>`) : null;
    memo.set(key, element);
  }
  return element;
}
