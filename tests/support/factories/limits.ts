// The counters the app keeps of repeated calls, in a chosen state: a rate-limit window
// already used up, an idempotency key written at a chosen time. The app's own writes only
// ever count one more call, now; tests of the limits and of their pruning need the state
// those calls would leave.
import type { Db } from '../../../src/platform/db/database.ts';
import type { StoreScope } from '../../../src/server/stores/index.ts';

/** The window of `key` as if `count` calls were made at `startedMs` (default now); any window before is replaced. */
export async function useUpLimit(db: Db, key: string, count: number, startedMs = Date.now()): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
  await db.insertInto('rate_limits').values({ key, count, window_started_ms: startedMs }).execute();
}

/** Forgets the window of `key`, so a test leaves the limit as it found it. */
export async function clearLimit(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** An offline change's idempotency key of the store, as onceByKey writes it, but at `at` (epoch ms). */
export async function makeOfflineChangeKey(store: StoreScope, key: string, at: number): Promise<void> {
  await store.db
    .insertInto('offline_change_keys')
    .values({ division_id: store.division.id, idempotency_key: key, created_at: new Date(at).toISOString() })
    .execute();
}
