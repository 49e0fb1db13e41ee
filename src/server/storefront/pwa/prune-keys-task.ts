import { z } from 'zod';
import type { Db } from '../../../platform/db/database.ts';
import { defineTask } from '../../../platform/jobs/task.ts';
import { enqueue } from '../../../platform/jobs/enqueue.ts';

// An offline change's Idempotency-Key only has to outlive the browser's
// retries of that change (src/lib/offline-sync/ sends it again when the connection
// returns). A week is ample; older keys are deleted once a day. The queue has no cron, so
// the task queues its own next run (one job key: every instance's start queues the same job).

export const KEY_LIFETIME_MS = 7 * 86_400_000;
export const PRUNE_EVERY_MS = 86_400_000;
const JOB_KEY = 'offline-change-keys:prune';

/** Deletes the keys written before `now` less a week; answers how many went. */
export async function pruneOfflineChangeKeys(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - KEY_LIFETIME_MS).toISOString();
  const deleted = await db.deleteFrom('offline_change_keys').where('created_at', '<', before).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

export const pruneOfflineKeysTask = defineTask({
  name: 'offline-keys.prune',
  payload: z.object({}),
  maxAttempts: 5,
  async run(_payload, { db, log }) {
    const now = new Date();
    const count = await pruneOfflineChangeKeys(db, now);
    await schedulePruning(db, new Date(now.getTime() + PRUNE_EVERY_MS));
    log(`[offline] ${count} idempotency keys older than 7 days deleted`);
  },
});

/** Queues the next pruning at `at` (default now): the server calls it at start. */
export function schedulePruning(db: Db, at: Date = new Date()): Promise<string> {
  return enqueue(db, pruneOfflineKeysTask, {}, { jobKey: JOB_KEY, runAt: at });
}
