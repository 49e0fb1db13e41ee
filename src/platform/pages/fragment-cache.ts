// Rendered HTML fragments (the shell, blocks) by a key that names everything they
// depend on. Keys carry the store's content version, so a change makes new keys and
// old fragments fall out as the least recently used. Fragments are kept as UTF-8 bytes:
// Astro streams bytes through untouched, so a re-used fragment is never encoded again.
import { LruCache } from '../../lib/lru-cache.ts';

const encoder = new TextEncoder();

/** One per process, owned by the runtime; its budget is in bytes. */
export class FragmentCache {
  private readonly fragments: LruCache<string, Promise<Uint8Array>>;

  constructor(budget: number) {
    this.fragments = new LruCache(budget);
  }

  get(key: string, render: () => Promise<string>): Promise<Uint8Array> {
    const known = this.fragments.get(key);
    if (known) return known;
    const rendered = render().then((html) => encoder.encode(html));
    // Counted once its bytes are known; a failed render is not remembered.
    rendered.then(
      (bytes) => {
        if (this.fragments.get(key) === rendered) this.fragments.set(key, rendered, bytes.byteLength);
      },
      () => this.fragments.delete(key),
    );
    this.fragments.set(key, rendered, 0);
    return rendered;
  }

  /** The keys of the fragments kept, least recently used first (what tests look for). */
  keys(): string[] {
    return [...this.fragments].map(([key]) => key);
  }
}
