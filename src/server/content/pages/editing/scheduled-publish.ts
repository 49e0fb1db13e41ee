import type { Db } from '../../../../platform/db/database.ts';
import type { StoreRuntime } from '../../../../platform/render-cache/store-runtime.ts';
import { now } from '../../../../platform/db/json.ts';
import { fromJson } from '../../../../platform/db/json.ts';
import { findDivisionById } from '../../../stores/index.ts';
import { publishRow } from './publish-page.ts';

export type ScheduledPublishOutcome = 'published' | 'not-due' | 'skipped';

/**
 * Runs one scheduled publish as of `at` (the job passes its clock; tests pass a time before
 * or after the schedule instead of waiting). A cancelled or replaced schedule, or a page
 * deleted since, publishes nothing.
 */
export async function runScheduledPublish(db: Db, scheduleId: number, at: Date, runtime?: StoreRuntime): Promise<ScheduledPublishOutcome> {
  const schedule = await db.selectFrom('page_schedules').selectAll().where('id', '=', scheduleId).executeTakeFirst();
  if (schedule?.state !== 'pending') return 'skipped';
  if (at.getTime() < Date.parse(schedule.publish_at)) return 'not-due';
  const [division, row] = await Promise.all([
    findDivisionById(db, schedule.division_id),
    db.selectFrom('pages').selectAll().where('id', '=', schedule.page_id).where('division_id', '=', schedule.division_id).executeTakeFirst(),
  ]);
  const claim = (state: 'pending' | 'published' | 'cancelled', from: 'pending' | 'published') =>
    db.updateTable('page_schedules').set({ state, updated_at: now() }).where('id', '=', scheduleId).where('state', '=', from).executeTakeFirst();
  if (!division || !row || fromJson<{ deleted?: boolean }>(row.flags_json, 'pages.flags_json')?.deleted) {
    await claim('cancelled', 'pending');
    return 'skipped';
  }
  // Claimed first, so two runners (or a retry) never publish one schedule twice.
  if (Number((await claim('published', 'pending')).numUpdatedRows) === 0) return 'skipped';
  try {
    await publishRow({ db, division, runtime }, row, schedule.scheduled_by);
  } catch (error) {
    await claim('pending', 'published');
    throw error;
  }
  return 'published';
}
