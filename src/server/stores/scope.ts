import type { Db } from '../db/database.ts';
import type { Division } from '../../schemas/division.ts';
import type { VersionedMemo } from '../storefront/versioned-memo.ts';
import type { ContentEvents } from './content-events.ts';

/** What store services may use of the process they run in (see src/server/front/runtime.ts). */
export interface StoreRuntime {
  /** Store data memoised by content version. */
  memo: VersionedMemo;
  /** Tells this process's caches that a store's content changed. */
  content: ContentEvents;
}

/**
 * What every store-scoped service receives: the store it acts for and the database
 * to act on. A service never looks a store up by itself, so it cannot cross stores.
 * Scripts and tests may leave `runtime` out: nothing is then memoised or announced in-process.
 */
export interface StoreScope {
  db: Db;
  division: Division;
  runtime?: StoreRuntime | undefined;
}
