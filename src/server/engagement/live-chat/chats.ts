import type { Db } from '../../../platform/db/database.ts';
import type { StoreScope } from '../../stores/index.ts';
import type { ChatHub } from './hub.ts';
import type { LiveChatMessageTable, LiveChatTable } from '../../../platform/db/live-chat-tables.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { takeChatLine, takeChatStart } from './limits.ts';
import { LIVE_CHAT_GROUP_LABELS, groupName } from '../../../lib/live-chat-calls.ts';
import type { ChatView, MessageView } from '../../../schemas/live-chat.ts';

// Live chat: chats, their transcripts and who may act on them. Every change
// is written and announced in one transaction, so a listener never hears of a row it
// cannot read yet.

/** Who is acting on a chat: its own visitor (the token's hash) or a staff member. */
export type ChatActor = { kind: 'visitor'; tokenHash: string } | { kind: 'staff'; userId: number };

type ChatRow = Pick<
  LiveChatTable,
  'division_id' | 'group_id' | 'status' | 'visitor_name' | 'staff_user_id' | 'created_at' | 'ended_at' | 'visitor_token_hash'
> & { id: number };
type MessageRow = Pick<LiveChatMessageTable, 'chat_id' | 'author' | 'body' | 'created_at'> & { id: number };

export function chatView(row: ChatRow): ChatView {
  return {
    id: row.id,
    divisionId: row.division_id,
    group: row.group_id,
    status: row.status,
    visitorName: row.visitor_name,
    staffUserId: row.staff_user_id,
    createdAt: row.created_at,
    endedAt: row.ended_at,
  };
}

export function messageView(row: MessageRow): MessageView {
  return { id: row.id, chatId: row.chat_id, author: row.author, body: row.body, createdAt: row.created_at };
}

const CHAT_COLUMNS = ['id', 'division_id', 'group_id', 'status', 'visitor_name', 'staff_user_id', 'created_at', 'ended_at', 'visitor_token_hash'] as const;

export async function findChat(db: Db, chatId: number): Promise<ChatRow | undefined> {
  return db.selectFrom('live_chats').select(CHAT_COLUMNS).where('id', '=', chatId).executeTakeFirst();
}

/**
 * The chat, if `actor` may see it: a visitor only their own chat on this store, staff any
 * chat. Anything else is a 404, so a chat id tells a stranger nothing.
 */
export async function chatFor(scope: StoreScope, chatId: number, actor: ChatActor): Promise<ChatRow> {
  const chat = Number.isSafeInteger(chatId) && chatId > 0 ? await findChat(scope.db, chatId) : undefined;
  if (!chat) throw new ApiError('notFound', 'Chat not found');
  if (actor.kind === 'visitor' && (chat.division_id !== scope.division.id || chat.visitor_token_hash !== actor.tokenHash)) {
    throw new ApiError('notFound', 'Chat not found');
  }
  return chat;
}

export async function messagesAfter(db: Db, chatId: number, afterId = 0): Promise<MessageView[]> {
  const rows = await db
    .selectFrom('live_chat_messages')
    .select(['id', 'chat_id', 'author', 'body', 'created_at'])
    .where('chat_id', '=', chatId)
    .where('id', '>', afterId)
    .orderBy('id')
    .execute();
  return rows.map(messageView);
}

async function addMessage(db: Db, chatId: number, author: MessageView['author'], body: string, staffUserId: number | null, now: Date): Promise<MessageView> {
  const row = await db
    .insertInto('live_chat_messages')
    .values({ chat_id: chatId, author, body, staff_user_id: staffUserId, created_at: now.toISOString() })
    .returning(['id', 'chat_id', 'author', 'body', 'created_at'])
    .executeTakeFirstOrThrow();
  await db.updateTable('live_chats').set({ updated_at: now.toISOString() }).where('id', '=', chatId).execute();
  return messageView(row);
}

/**
 * A visitor opens a chat in a group: it waits in that group's queue with its first message.
 * Each start counts against the visitor's address (limits.ts), refused with a 429 past it.
 */
export async function startChat(
  scope: StoreScope,
  hub: ChatHub,
  visitor: { tokenHash: string; clientIp: string },
  input: { group_id: number; name: string; message: string },
  now = new Date(),
): Promise<ChatView> {
  const { tokenHash } = visitor;
  await takeChatStart(scope.db, scope.division.id, visitor.clientIp, now);
  return inTransaction(scope.db, async (db) => {
    const at = now.toISOString();
    const row = await db
      .insertInto('live_chats')
      .values({
        division_id: scope.division.id,
        visitor_token_hash: tokenHash,
        group_id: input.group_id,
        status: 'queued',
        visitor_name: input.name || 'Visitor',
        staff_user_id: null,
        created_at: at,
        updated_at: at,
        ended_at: null,
      })
      .returning(CHAT_COLUMNS)
      .executeTakeFirstOrThrow();
    await addMessage(db, row.id, 'visitor', input.message, null, now);
    await hub.announce(db, row.id);
    return chatView(row);
  });
}

/** A line from the visitor or staff; an ended chat takes no more, a flooding visitor gets a 429. */
export async function postMessage(scope: StoreScope, hub: ChatHub, chatId: number, actor: ChatActor, body: string, now = new Date()): Promise<MessageView> {
  const chat = await chatFor(scope, chatId, actor);
  if (chat.status === 'ended') throw new ApiError('conflict', 'This chat has ended.');
  if (actor.kind === 'visitor') await takeChatLine(scope.db, chat.id, now);
  return inTransaction(scope.db, async (db) => {
    const message = await addMessage(db, chat.id, actor.kind, body, actor.kind === 'staff' ? actor.userId : null, now);
    await hub.announce(db, chat.id);
    return message;
  });
}

/** Transfer: the chat moves to another group's queue (a system line says so). */
export async function transferChat(scope: StoreScope, hub: ChatHub, chatId: number, actor: ChatActor, groupId: number, now = new Date()): Promise<ChatView> {
  const chat = await chatFor(scope, chatId, actor);
  if (chat.status === 'ended') throw new ApiError('conflict', 'This chat has ended.');
  if (chat.group_id === groupId) return chatView(chat);
  return inTransaction(scope.db, async (db) => {
    // Back to the new group's queue: whoever had it was in the old group.
    const row = await db
      .updateTable('live_chats')
      .set({ group_id: groupId, status: 'queued', staff_user_id: null, updated_at: now.toISOString() })
      .where('id', '=', chat.id)
      .where('status', '!=', 'ended')
      .returning(CHAT_COLUMNS)
      .executeTakeFirst();
    if (!row) throw new ApiError('conflict', 'This chat has ended.');
    await addMessage(db, chat.id, 'system', `Transferred to ${LIVE_CHAT_GROUP_LABELS[groupName(groupId)!]}.`, null, now);
    await hub.announce(db, chat.id);
    return chatView(row);
  });
}

/** Staff take a queued chat: the first to press wins, the second gets a 409. */
export async function acceptChat(db0: Db, hub: ChatHub, chatId: number, staffUserId: number, now = new Date()): Promise<ChatView> {
  return inTransaction(db0, async (db) => {
    const row = await db
      .updateTable('live_chats')
      .set({ status: 'chatting', staff_user_id: staffUserId, updated_at: now.toISOString() })
      .where('id', '=', chatId)
      .where('status', '=', 'queued')
      .returning(CHAT_COLUMNS)
      .executeTakeFirst();
    if (!row) {
      if (!(await findChat(db, chatId))) throw new ApiError('notFound', 'Chat not found');
      throw new ApiError('conflict', 'This chat is no longer waiting.');
    }
    await hub.announce(db, chatId);
    return chatView(row);
  });
}

/** The chat ends (visitor or staff); its transcript stays. Ending twice is a no-op. */
export async function endChat(scope: StoreScope, hub: ChatHub, chatId: number, actor: ChatActor, now = new Date()): Promise<ChatView> {
  const chat = await chatFor(scope, chatId, actor);
  if (chat.status === 'ended') return chatView(chat);
  return inTransaction(scope.db, async (db) => {
    const at = now.toISOString();
    const row = await db
      .updateTable('live_chats')
      .set({ status: 'ended', ended_at: at, updated_at: at })
      .where('id', '=', chat.id)
      .returning(CHAT_COLUMNS)
      .executeTakeFirstOrThrow();
    await addMessage(db, chat.id, 'system', 'The chat has ended.', null, now);
    await hub.announce(db, chat.id);
    return chatView(row);
  });
}
