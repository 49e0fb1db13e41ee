import type { Db } from '../../../platform/db/database.ts';
import { LIVE_CHAT_GROUP_IDS } from '../../../lib/live-chat-calls.ts';
import { chatView } from './chats.ts';
import type { GroupQueue } from '../../../schemas/live-chat.ts';
import { isGroupOnline } from './availability.ts';

// The staff console's view: per group, the chats waiting and the chats being
// had, across every store, oldest first; and whether anyone is available for the group.

export async function listQueues(db: Db): Promise<GroupQueue[]> {
  const rows = await db
    .selectFrom('live_chats')
    .innerJoin('divisions', 'divisions.id', 'live_chats.division_id')
    .select([
      'live_chats.id',
      'live_chats.division_id',
      'live_chats.group_id',
      'live_chats.status',
      'live_chats.visitor_name',
      'live_chats.staff_user_id',
      'live_chats.created_at',
      'live_chats.ended_at',
      'live_chats.visitor_token_hash',
      'divisions.company_name',
    ])
    .select((eb) =>
      eb
        .selectFrom('live_chat_messages')
        .select('body')
        .whereRef('live_chat_messages.chat_id', '=', 'live_chats.id')
        .where('author', '=', 'visitor')
        .orderBy('id', 'desc')
        .limit(1)
        .as('last_message'),
    )
    .where('live_chats.status', '!=', 'ended')
    .orderBy('live_chats.created_at')
    .orderBy('live_chats.id')
    .limit(500)
    .execute();
  const queues: GroupQueue[] = [];
  for (const group of LIVE_CHAT_GROUP_IDS) {
    const chats = rows
      .filter((row) => row.group_id === group)
      .map((row) => ({ ...chatView(row), storeName: row.company_name, lastMessage: row.last_message ?? '' }));
    queues.push({
      group,
      online: await isGroupOnline(db, group),
      queued: chats.filter((chat) => chat.status === 'queued'),
      chatting: chats.filter((chat) => chat.status === 'chatting'),
    });
  }
  return queues;
}
