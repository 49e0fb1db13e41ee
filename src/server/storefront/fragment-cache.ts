// Rendered HTML fragments (the shell, blocks) by a key that names everything they
// depend on. Keys carry the store's content version, so a change makes new keys and
// old fragments fall out as the least recently used. Fragments are kept as UTF-8 bytes:
// Astro streams bytes through untouched, so a re-used fragment is never encoded again.
import { LruCache } from '../../lib/lru-cache.ts';
import { renderCacheBudget } from '../render-cache/memory.ts';

// Fragments are parts of pages the render cache mostly holds whole, so they get a
// quarter of its budget (RENDER_CACHE_MB): 32 MB by default.
const FRAGMENTS = Symbol.for('printfront.fragments');
const holder = globalThis as { [FRAGMENTS]?: LruCache<string, Promise<Uint8Array>> };
const fragments = (holder[FRAGMENTS] ??= new LruCache(renderCacheBudget() / 4));
const encoder = new TextEncoder();

export function fragmentCache(key: string, render: () => Promise<string>): Promise<Uint8Array> {
  const known = fragments.get(key);
  if (known) return known;
  const rendered = render().then((html) => encoder.encode(html));
  // Counted once its bytes are known; a failed render is not remembered.
  rendered.then(
    (bytes) => {
      if (fragments.get(key) === rendered) fragments.set(key, rendered, bytes.byteLength);
    },
    () => fragments.delete(key),
  );
  fragments.set(key, rendered, 0);
  return rendered;
}
