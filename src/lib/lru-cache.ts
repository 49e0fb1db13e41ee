interface Entry<K, V> {
  key: K;
  value: V;
  size: number;
  /** Towards the least recently used end. */
  older: Entry<K, V> | undefined;
  /** Towards the most recently used end. */
  newer: Entry<K, V> | undefined;
}

/**
 * A map that forgets its least recently used entries once their sizes add up to more
 * than `budget`. Each entry's size is given when it is set: bytes for rendered pages
 * and fragments, 1 (the default) where entries are small and only their count matters.
 *
 * Recency is a doubly linked list beside the Map, so a hit only relinks two nodes. (Moving
 * an entry to the end of the Map instead, by deleting and setting it, left a hole per hit
 * that the Map rehashed away: a few per cent of every uncached render, and garbage.)
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, Entry<K, V>>();
  private oldest: Entry<K, V> | undefined;
  private newest: Entry<K, V> | undefined;
  private used = 0;
  private readonly budget: number;

  constructor(budget: number) {
    this.budget = budget;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry !== this.newest) {
      this.unlink(entry);
      this.append(entry);
    }
    return entry.value;
  }

  set(key: K, value: V, size = 1): void {
    this.delete(key);
    const entry: Entry<K, V> = { key, value, size, older: undefined, newer: undefined };
    this.entries.set(key, entry);
    this.append(entry);
    this.used += size;
    while (this.used > this.budget && this.oldest) this.delete(this.oldest.key);
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.unlink(entry);
    this.used -= entry.size;
  }

  /** Every entry, least recently used first, without touching their order; the entry just yielded may be deleted. */
  *[Symbol.iterator](): IterableIterator<[K, V]> {
    let entry = this.oldest;
    while (entry) {
      const next = entry.newer;
      yield [entry.key, entry.value];
      entry = next;
    }
  }

  /** The sizes of the entries kept, added up. */
  get usedSize(): number {
    return this.used;
  }

  private append(entry: Entry<K, V>): void {
    entry.older = this.newest;
    entry.newer = undefined;
    if (this.newest) this.newest.newer = entry;
    else this.oldest = entry;
    this.newest = entry;
  }

  private unlink(entry: Entry<K, V>): void {
    if (entry.older) entry.older.newer = entry.newer;
    else this.oldest = entry.newer;
    if (entry.newer) entry.newer.older = entry.older;
    else this.newest = entry.older;
    entry.older = undefined;
    entry.newer = undefined;
  }
}
