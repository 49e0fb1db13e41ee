import type { VersionedMemo } from './versioned-memo.ts';
import type { ContentEvents } from './content-events.ts';

/** What store services may use of the process they run in (see src/app/runtime.ts). */
export interface StoreRuntime {
  /** Store data memoised by content version. */
  memo: VersionedMemo;
  /** Tells this process's caches that a store's content changed. */
  content: ContentEvents;
}
