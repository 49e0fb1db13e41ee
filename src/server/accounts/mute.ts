import type { Db } from '../../platform/db/database.ts';
import type { Identity } from '../../lib/identity.ts';
import { ApiError } from '../../platform/errors/api-error.ts';
import { hasPermission, isInternal } from '../../lib/identity.ts';
import { now } from '../../platform/db/json.ts';

/** The right to mute and unmute users (403 'Permission denied' without it). */
export const MUTE_PERMISSION = 'atlas.users.mute';

/** Sets or clears a user's mutedAt (mute sets it, unmute clears it). */
export async function setMuted(db: Db, actor: Identity, divisionId: number, userId: number, muted: boolean): Promise<string | null> {
  if (!actor.user) throw new ApiError('unauthenticated');
  if (!isInternal(actor, divisionId) || !hasPermission(actor, MUTE_PERMISSION)) throw new ApiError('permissionDenied');
  const mutedAt = muted ? now() : null;
  const updated = await db.updateTable('users').set({ muted_at: mutedAt }).where('id', '=', userId).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new ApiError('notFound');
  return mutedAt;
}
