// Live chat's call addresses and its groups. Browser-safe: the
// launcher, the chat island and the staff console import this file.

/**
 * Live chat groups: pro=1, integrations=2, support=3, studio=4. The block's
 * default group, general, is group 0 (the number a chat service gives the group every
 * agent belongs to).
 */
export const LIVE_CHAT_GROUPS = { general: 0, pro: 1, integrations: 2, support: 3, studio: 4 } as const;
export type LiveChatGroupName = keyof typeof LIVE_CHAT_GROUPS;
export const LIVE_CHAT_GROUP_NAMES = Object.keys(LIVE_CHAT_GROUPS) as LiveChatGroupName[];
export const LIVE_CHAT_GROUP_IDS = Object.values(LIVE_CHAT_GROUPS) as number[];

export const LIVE_CHAT_GROUP_LABELS: Record<LiveChatGroupName, string> = {
  general: 'General',
  pro: 'Pro',
  integrations: 'Integrations',
  support: 'Support',
  studio: 'Studio',
};

export function groupName(groupId: number): LiveChatGroupName | undefined {
  return LIVE_CHAT_GROUP_NAMES.find((name) => LIVE_CHAT_GROUPS[name] === groupId);
}

const BASE = '/omnis/v3/live-chat';

/** Visitors carry their token in this header (and as ?token= on the event stream, which cannot send headers). */
export const LIVE_CHAT_TOKEN_HEADER = 'X-Live-Chat-Token';

export const LIVE_CHAT_CALLS = {
  /** GET → { token }: the visitor's identity for this store's chats. */
  token: `${BASE}/token`,
  /** POST { group_id, name, message } with the token → { chat } (queued). */
  start: `${BASE}/chat/`,
  /** GET → { chat, messages }: the transcript so far. */
  chat: (chatId: number) => `${BASE}/chat/${chatId}/`,
  /** POST { body } → { message }. */
  messages: (chatId: number) => `${BASE}/chat/${chatId}/messages`,
  /** GET text/event-stream: 'message' and 'chat' events as they happen (Last-Event-ID resumes). */
  events: (chatId: number) => `${BASE}/chat/${chatId}/events`,
  /** POST { group_id } → { chat }. */
  transfer: (chatId: number) => `${BASE}/chat/${chatId}/transfer`,
  /** POST → { chat }: the visitor or staff close it (the transcript stays). */
  end: (chatId: number) => `${BASE}/chat/${chatId}/end`,
  /** GET → { group }. */
  group: (chatId: number) => `${BASE}/chat/${chatId}/group`,
  /** GET → { group, online }. */
  groupStatus: (groupId: number) => `${BASE}/group/${groupId}/status`,
} as const;

/** The staff console's calls (internal staff only). */
export const LIVE_CHAT_STAFF_CALLS = {
  /** GET → { queues, availability }: open chats per group and this staff member's groups. */
  queues: `${BASE}/staff/queues`,
  /** POST { group_id, online } → { availability }. */
  availability: `${BASE}/staff/availability`,
  /** GET text/event-stream: a 'queues' event whenever any chat changes. */
  events: `${BASE}/staff/events`,
  /** POST → { chat }: take a queued chat. */
  accept: (chatId: number) => `${BASE}/chat/${chatId}/accept`,
} as const;

/** The staff console. */
export const LIVE_CHAT_ATLAS_PATH = '/atlas/chat/';

export const LIVE_CHAT_LIMITS = { message: 1000, name: 60 } as const;
