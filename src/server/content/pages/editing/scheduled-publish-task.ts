import { z } from 'zod';
import { defineTask } from '../../../../platform/jobs/task.ts';
import { enqueue } from '../../../../platform/jobs/enqueue.ts';
import { runScheduledPublish } from './scheduled-publish.ts';

/**
 * Publishes a page's draft at the time its owner chose, queued with that run
 * time and one job key per page, so scheduling again replaces the waiting job.
 */
export const scheduledPublishTask = defineTask({
  name: 'page.scheduled-publish',
  payload: z.object({ scheduleId: z.int().positive() }),
  maxAttempts: 5,
  async run({ scheduleId }, { db, log, rendering }) {
    const outcome = await runScheduledPublish(db, scheduleId, new Date(), rendering?.runtime);
    if (outcome === 'not-due') {
      // A runner whose clock is behind the one that scheduled it: try again at the time.
      const schedule = await db.selectFrom('page_schedules').select(['publish_at', 'page_id']).where('id', '=', scheduleId).executeTakeFirstOrThrow();
      await enqueue(db, scheduledPublishTask, { scheduleId }, { jobKey: `page-publish:${schedule.page_id}`, runAt: new Date(schedule.publish_at) });
    }
    log(`[pages] scheduled publish ${scheduleId}: ${outcome}`);
  },
});
