import type { Db } from '../../../platform/db/database.ts';
import { bumpInTransaction } from '../../stores/index.ts';

// A project's Pro flag and its stores' follow one another, and change in two ways only: the
// processor's subscription events, and a staff override in atlas. Each change is kept with
// who made it and why, and every store of the project renders again (blocks may show or
// hide by Pro).

export interface ProChange {
  source: 'subscription' | 'staff';
  /** The staff member; null for a subscription. */
  userId: number | null;
  /** Staff: their reason; a subscription: the event that changed it. */
  reason: string;
  now: Date;
}

/** Sets the project's and its stores' Pro flag in the caller's transaction; false when it already was. */
export async function setProjectPro(trx: Db, projectId: number, isPro: boolean, change: ProChange): Promise<boolean> {
  const value = isPro ? 1 : 0;
  const updated = await trx.updateTable('projects').set({ is_pro: value }).where('id', '=', projectId).where('is_pro', '!=', value).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return false;
  const stores = await trx.updateTable('divisions').set({ is_pro: value }).where('project_id', '=', projectId).returning('id').execute();
  for (const store of stores) await bumpInTransaction(trx, store.id);
  await trx
    .insertInto('pro_changes')
    .values({
      project_id: projectId,
      is_pro: value,
      source: change.source,
      user_id: change.userId,
      reason: change.reason,
      created_at: change.now.toISOString(),
    })
    .execute();
  return true;
}
