import type { StoreScope } from './scope.ts';
import type { Db } from '../../platform/db/database.ts';
import { now } from '../../platform/db/json.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { enqueue } from '../../platform/jobs/enqueue.ts';
import { announceContentVersion } from '../../platform/render-cache/notify.ts';
import { REBUILD_STORE_JOB } from './rebuild-job.ts';
import { config } from '../../platform/config/config.ts';

/** How long a store's rebuild waits for more changes; each change pushes it back (job key). REBUILD_DEBOUNCE_MS, default 250. */
export const REBUILD_DEBOUNCE_MS = config.rebuildDebounceMs;

/**
 * A rebuild replaces the pages the cache serves. A store with none (just created or seeded,
 * never visited) has nothing to warm again: its first visitors render what they ask for.
 */
async function hasCachedPages(db: Db, divisionId: number): Promise<boolean> {
  return (await db.selectFrom('rendered_pages').select('division_id').where('division_id', '=', divisionId).limit(1).executeTakeFirst()) !== undefined;
}

export interface ContentChange {
  /** The change itself, written in the same transaction as the bump. */
  write?: (db: Db) => Promise<unknown>;
  /** false for a caller that renders the store itself (npm run store:rebuild). */
  rebuild?: boolean;
}

/**
 * Bumps the store's content version so every cached rendering of it goes stale, and queues
 * the store's rebuild (when it has cached pages), in one transaction with the change. Other
 * instances hear of it at commit (NOTIFY); this process's caches right after, through the
 * scope's runtime (a script without one is noticed within a second: the host directory
 * reads versions again).
 */
export async function bumpContentVersion(scope: StoreScope, change: ContentChange = {}): Promise<number> {
  const divisionId = scope.division.id;
  const version = await inTransaction(scope.db, async (trx) => {
    await change.write?.(trx);
    return bumpInTransaction(trx, divisionId, change.rebuild !== false);
  });
  scope.runtime?.content.changed(divisionId, version);
  return version;
}

/**
 * The bump inside a caller's transaction, for a change made outside a store's request (a
 * processor's event): other instances hear of it at commit, this one's host directory within
 * a second.
 */
export async function bumpInTransaction(trx: Db, divisionId: number, rebuild = true): Promise<number> {
  const row = await trx
    .updateTable('divisions')
    .set((eb) => ({ content_version: eb('content_version', '+', 1), updated_at: now() }))
    .where('id', '=', divisionId)
    .returning('content_version')
    .executeTakeFirstOrThrow();
  if (rebuild && (await hasCachedPages(trx, divisionId))) {
    const queue = `rebuild:${divisionId}`;
    await enqueue(trx, REBUILD_STORE_JOB, { divisionId }, { jobKey: queue, queueName: queue, runAt: new Date(Date.now() + REBUILD_DEBOUNCE_MS) });
  }
  await announceContentVersion(trx, divisionId, row.content_version);
  return row.content_version;
}
