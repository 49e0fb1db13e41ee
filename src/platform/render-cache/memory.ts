import type { CachedPage } from './entry.ts';
import type { VaryDimension } from './policy.ts';
import { LruCache } from '../../lib/lru-cache.ts';

/** What the cache learnt of a path at a content version: it was not shareable, or it varies. */
interface PathRecord {
  contentVersion: number;
  /** Not shareable at this version: render it every time without waiting for others. */
  passThrough: boolean;
  /** The visitor facts its shareable renderings differ by. */
  vary: readonly VaryDimension[];
}

/**
 * The in-memory tier: rendered pages by key (host, path and variant), least recently
 * used evicted beyond a byte budget. One per process, owned by the runtime.
 */
export class MemoryTier {
  private readonly pages: LruCache<string, CachedPage>;
  private readonly paths = new LruCache<string, PathRecord>(10_000);
  /** Renders under way by path, so concurrent misses wait for one render. */
  readonly inflight = new Map<string, Promise<void>>();

  constructor(budget: number) {
    this.pages = new LruCache(budget);
  }

  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  set(key: string, page: CachedPage): void {
    this.pages.set(key, page, page.size);
  }

  /** What is known of a path (by its base key) at this content version. */
  pathRecord(baseKey: string, contentVersion: number): PathRecord | undefined {
    const record = this.paths.get(baseKey);
    return record?.contentVersion === contentVersion ? record : undefined;
  }

  notePath(baseKey: string, record: PathRecord): void {
    this.paths.set(baseKey, record);
  }

  /** Drops a store's pages older than its current version. */
  noteVersion(divisionId: number, keepVersion: number): void {
    for (const [key, page] of this.pages) if (page.divisionId === divisionId && page.contentVersion < keepVersion) this.pages.delete(key);
  }

  get usedBytes(): number {
    return this.pages.usedSize;
  }
}
