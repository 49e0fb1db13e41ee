import type { Db } from '../../../platform/db/database.ts';
import type { ChatHub } from './hub.ts';
import { LIVE_CHAT_GROUP_IDS } from '../../../lib/live-chat-calls.ts';

// Staff availability per group: a group is online while at least one staff
// member says they are available for it. The launcher stays hidden while it is offline.

/** GET …/group/{groupId}/status. */
export async function isGroupOnline(db: Db, groupId: number): Promise<boolean> {
  const row = await db
    .selectFrom('live_chat_availability')
    .select('staff_user_id')
    .where('group_id', '=', groupId)
    .where('online', '=', 1)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The groups this staff member is available for. */
export async function availabilityOf(db: Db, staffUserId: number): Promise<Record<number, boolean>> {
  const rows = await db.selectFrom('live_chat_availability').select(['group_id', 'online']).where('staff_user_id', '=', staffUserId).execute();
  const online = new Map(rows.map((row) => [row.group_id, row.online === 1]));
  return Object.fromEntries(LIVE_CHAT_GROUP_IDS.map((id) => [id, online.get(id) ?? false]));
}

/** Says whether this staff member takes chats of a group; every console hears of it (announced as chat 0: "read again"). */
export async function setAvailability(
  db: Db,
  hub: ChatHub,
  staffUserId: number,
  groupId: number,
  online: boolean,
  now = new Date(),
): Promise<Record<number, boolean>> {
  await db
    .insertInto('live_chat_availability')
    .values({ staff_user_id: staffUserId, group_id: groupId, online: online ? 1 : 0, updated_at: now.toISOString() })
    .onConflict((conflict) => conflict.columns(['staff_user_id', 'group_id']).doUpdateSet({ online: online ? 1 : 0, updated_at: now.toISOString() }))
    .execute();
  await hub.announce(db, 0);
  return availabilityOf(db, staffUserId);
}
