import type { VersionedMemo } from './versioned-memo.ts';
import type { ContentEvents } from './content-events.ts';
import type { Division } from '../../schemas/division.ts';

/** A store path's answer, read in this process as an anonymous visitor's request would be. */
export interface StorePathAnswer {
  status: number;
  contentType: string | null;
  body: string;
}

/** A read that gave no answer; its message says why, in an owner's words. */
export class StorePathError extends Error {
  override name = 'StorePathError';
}

/** Reads one of a store's own paths without the network (src/app/store-path-reader.ts). */
export type StorePathReader = (division: Division, path: string) => Promise<StorePathAnswer>;

/** What store services may use of the process they run in (see src/app/runtime.ts). */
export interface StoreRuntime {
  /** Store data memoised by content version. */
  memo: VersionedMemo;
  /** Tells this process's caches that a store's content changed. */
  content: ContentEvents;
  /** Set in a process that renders pages: blocks load their asyncItems / asyncData through it. */
  readStorePath?: StorePathReader | undefined;
}
