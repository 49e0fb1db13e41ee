import type { CachedPage } from './entry.ts';
import { LruCache } from '../../lib/lru-cache.ts';

/** What the cache knows of a host: its store and that store's content version. */
export interface HostRecord {
  divisionId: number;
  contentVersion: number;
  /** When the version was last read from the database (ms). */
  checkedAt: number;
  /** The version read under way, if any. */
  checking?: Promise<void> | undefined;
}

/**
 * The in-memory tier: rendered pages by host and path, least recently used evicted
 * beyond a byte budget. One per process: the front server and the Astro bundle load
 * separate copies of this module, so the state lives on globalThis.
 */
export class MemoryTier {
  private readonly pages: LruCache<string, CachedPage>;
  readonly hosts = new Map<string, HostRecord>();
  /** Renders under way, so concurrent misses wait for one render. */
  readonly inflight = new Map<string, Promise<CachedPage | undefined>>();
  /** Paths whose last rendering was not shareable, by the content version it was made at. */
  readonly passThrough = new LruCache<string, number>(10_000);

  constructor(budget: number) {
    this.pages = new LruCache(budget);
  }

  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  set(key: string, page: CachedPage): void {
    this.pages.set(key, page, page.size);
  }

  /** Drops a store's pages older than its current version. */
  purge(divisionId: number, keepVersion: number): void {
    for (const [key, page] of this.pages) if (page.divisionId === divisionId && page.contentVersion !== keepVersion) this.pages.delete(key);
  }

  noteVersion(divisionId: number, contentVersion: number): void {
    for (const record of this.hosts.values()) {
      if (record.divisionId === divisionId && record.contentVersion < contentVersion) {
        record.contentVersion = contentVersion;
        record.checkedAt = Date.now();
      }
    }
    this.purge(divisionId, contentVersion);
  }

  get usedBytes(): number {
    return this.pages.usedSize;
  }
}

const TIER = Symbol.for('printfront.render-cache');
const holder = globalThis as { [TIER]?: MemoryTier };

/** RENDER_CACHE_MB (default 128): the memory, in bytes, that rendered pages may take. */
export function renderCacheBudget(): number {
  return Number(process.env.RENDER_CACHE_MB ?? 128) * 1024 * 1024;
}

/** The process's memory tier. */
export function memoryTier(): MemoryTier {
  holder[TIER] ??= new MemoryTier(renderCacheBudget());
  return holder[TIER];
}
