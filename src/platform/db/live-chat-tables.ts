import type { Generated } from 'kysely';

// Storage shapes of migration 0039-live-chat. Same conventions as tables.ts:
// flags 0/1, times ISO-8601 text.

type Flag = number;
type IsoTime = string;

export interface LiveChatVisitorTable {
  token_hash: string;
  division_id: number;
  created_at: IsoTime;
}

export interface LiveChatTable {
  id: Generated<number>;
  division_id: number;
  visitor_token_hash: string;
  group_id: number;
  /** src/lib/live-chat/rules.ts ChatStatus, less 'browsing' (a chat that exists is past it). */
  status: 'queued' | 'chatting' | 'ended';
  visitor_name: string;
  staff_user_id: number | null;
  created_at: IsoTime;
  updated_at: IsoTime;
  ended_at: IsoTime | null;
}

export interface LiveChatMessageTable {
  id: Generated<number>;
  chat_id: number;
  author: 'visitor' | 'staff' | 'system';
  staff_user_id: number | null;
  body: string;
  created_at: IsoTime;
}

export interface LiveChatAvailabilityTable {
  staff_user_id: number;
  group_id: number;
  online: Generated<Flag>;
  updated_at: IsoTime;
}

export interface LiveChatTables {
  live_chat_visitors: LiveChatVisitorTable;
  live_chats: LiveChatTable;
  live_chat_messages: LiveChatMessageTable;
  live_chat_availability: LiveChatAvailabilityTable;
}
