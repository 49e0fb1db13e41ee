import type { CachedPage } from './entry.ts';

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
  readonly pages = new Map<string, CachedPage>();
  readonly hosts = new Map<string, HostRecord>();
  /** Renders under way, so concurrent misses wait for one render. */
  readonly inflight = new Map<string, Promise<CachedPage | undefined>>();
  /** Paths whose last rendering was not shareable, by the content version it was made at. */
  readonly passThrough = new Map<string, number>();
  private bytes = 0;
  private readonly budget: number;

  constructor(budget: number) {
    this.budget = budget;
  }

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (page) {
      // Re-insert to mark as most recently used.
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: CachedPage): void {
    const previous = this.pages.get(key);
    if (previous) this.bytes -= previous.size;
    this.pages.delete(key);
    this.pages.set(key, page);
    this.bytes += page.size;
    for (const [oldest, entry] of this.pages) {
      if (this.bytes <= this.budget) break;
      this.pages.delete(oldest);
      this.bytes -= entry.size;
    }
  }

  /** Drops a store's pages older than its current version. */
  purge(divisionId: number, keepVersion: number): void {
    if (this.passThrough.size > 10_000) this.passThrough.clear();
    for (const [key, page] of this.pages) {
      if (page.divisionId === divisionId && page.contentVersion !== keepVersion) {
        this.pages.delete(key);
        this.bytes -= page.size;
      }
    }
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
    return this.bytes;
  }
}

const TIER = Symbol.for('printfront.render-cache');
const holder = globalThis as { [TIER]?: MemoryTier };

/** The process's memory tier (RENDER_CACHE_MB, default 128 MB). */
export function memoryTier(): MemoryTier {
  holder[TIER] ??= new MemoryTier(Number(process.env.RENDER_CACHE_MB ?? 128) * 1024 * 1024);
  return holder[TIER];
}
