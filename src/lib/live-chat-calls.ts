// Live chat's groups, its visitor token header and its limits (the calls, liveChat.*, are in
// src/schemas/api.ts). Browser-safe: the launcher, the chat island and the staff console import this file.

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

/**
 * Whether a group takes chats now (liveChat.groupStatus in src/schemas/api.ts): the path is
 * written here because the block's launcher, a storefront page's first script, reads it without the table.
 */
export const liveChatGroupStatusPath = (groupId: number) => `/omnis/v3/live-chat/group/${groupId}/status`;

/** Visitors carry their token in this header (and as ?token= on the event stream, which cannot send headers). */
export const LIVE_CHAT_TOKEN_HEADER = 'X-Live-Chat-Token';

/** The staff console. */
export const LIVE_CHAT_ATLAS_PATH = '/atlas/chat/';

export const LIVE_CHAT_LIMITS = { message: 1000, name: 60 } as const;
