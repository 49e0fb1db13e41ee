import { z } from 'zod';
import type { Db } from '../../../platform/db/database.ts';
import { defineTask } from '../../../platform/jobs/task.ts';
import { enqueue } from '../../../platform/jobs/enqueue.ts';
import { config } from '../../../platform/config/config.ts';
import { makePersonalisedPrints } from './personalised-prints.ts';

/**
 * order.personalised-prints: a paid order's personalised print files (personalised-prints.ts).
 * Queued in the transaction that marks the order paid. An item whose design was still
 * rendering has no files yet: the job is retried (the queue's backoff: 3 s, 7 s, 20 s, …)
 * until the render job has attached them.
 */
export const personalisedPrintsTask = defineTask({
  name: 'order.personalised-prints',
  payload: z.object({ orderId: z.int().positive() }),
  maxAttempts: 10,
  run: async ({ orderId }, { db, job, log }) => {
    const outcome = await makePersonalisedPrints(db, orderId, config.mediaDir);
    log(`order ${orderId}: ${outcome.rendered} rendered, ${outcome.kept} already personalised, ${outcome.waiting} waiting for their design`);
    for (const reason of outcome.skipped) log(`order ${orderId}: design's file kept (${reason})`);
    if (outcome.waiting > 0 && job.attempts < job.maxAttempts)
      throw new Error(`order ${orderId}: ${outcome.waiting} item(s) wait for their design's print files`);
  },
});

/** In markPaid's transaction: queues the job when the order has a line with the buyer's texts. */
export async function enqueuePersonalisedPrints(trx: Db, orderId: number): Promise<void> {
  const personalised = await trx
    .selectFrom('order_items')
    .select('id')
    .where('order_id', '=', orderId)
    .where('personalization_json', '!=', '[]')
    .executeTakeFirst();
  if (personalised) await enqueue(trx, personalisedPrintsTask, { orderId }, { jobKey: `personalised-prints:${orderId}` });
}
