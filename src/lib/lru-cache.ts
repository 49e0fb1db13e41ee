/**
 * A map that forgets its least recently used entries once their sizes add up to more
 * than `budget`. Each entry's size is given when it is set: bytes for rendered pages
 * and fragments, 1 (the default) where entries are small and only their count matters.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, { value: V; size: number }>();
  private used = 0;
  private readonly budget: number;

  constructor(budget: number) {
    this.budget = budget;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Re-inserted to mark it most recently used: a Map iterates in insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V, size = 1): void {
    this.delete(key);
    this.entries.set(key, { value, size });
    this.used += size;
    for (const [oldest, entry] of this.entries) {
      if (this.used <= this.budget) break;
      this.entries.delete(oldest);
      this.used -= entry.size;
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.used -= entry.size;
  }

  /** Every entry, least recently used first, without touching their order. */
  *[Symbol.iterator](): IterableIterator<[K, V]> {
    for (const [key, entry] of this.entries) yield [key, entry.value];
  }

  /** The sizes of the entries kept, added up. */
  get usedSize(): number {
    return this.used;
  }
}
