import type { StoreScope } from '../../../stores/index.ts';
import type { EditorPage } from '../../../../schemas/page-editing.ts';
import { now } from '../../../../platform/db/json.ts';
import { inTransaction } from '../../../../platform/db/transaction.ts';
import { enqueue } from '../../../../platform/jobs/enqueue.ts';
import { requirePageRow, requirePro } from './page-rows.ts';
import { editorPageOf } from './editor-page.ts';
import { scheduledPublishTask } from './scheduled-publish-task.ts';

// Publishing at a scheduled time: one pending schedule per page; scheduling
// again replaces it, cancelling leaves the queued job with nothing to do.

/** POST …/pages/{id}/schedule/ { publishAt }. */
export async function schedulePublish(scope: StoreScope, id: number, publishAt: Date, scheduledBy: number | null): Promise<EditorPage> {
  const row = await requirePageRow(scope, id);
  requirePro(scope);
  const time = now();
  await inTransaction(scope.db, async (trx) => {
    await trx.updateTable('page_schedules').set({ state: 'cancelled', updated_at: time }).where('page_id', '=', id).where('state', '=', 'pending').execute();
    const schedule = await trx
      .insertInto('page_schedules')
      .values({
        page_id: id,
        division_id: scope.division.id,
        publish_at: publishAt.toISOString(),
        state: 'pending',
        scheduled_by: scheduledBy,
        created_at: time,
        updated_at: time,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enqueue(trx, scheduledPublishTask, { scheduleId: schedule.id }, { jobKey: `page-publish:${id}`, runAt: publishAt });
  });
  return editorPageOf(scope, row);
}

/** DELETE …/pages/{id}/schedule/. */
export async function cancelScheduledPublish(scope: StoreScope, id: number): Promise<EditorPage> {
  const row = await requirePageRow(scope, id);
  await scope.db
    .updateTable('page_schedules')
    .set({ state: 'cancelled', updated_at: now() })
    .where('page_id', '=', id)
    .where('state', '=', 'pending')
    .execute();
  return editorPageOf(scope, row);
}
