import type { Db } from '../../../platform/db/database.ts';
import { takeAttempt, type Limit } from '../../../platform/security/rate-limit.ts';

// Abuse limits for the visitor's side of live chat: anyone may open the
// launcher, so a script could otherwise fill a group's queue or flood a staff member's
// window. Counted in `rate_limits` (fixed windows), so every instance counts together.
// Staff lines are never counted: the console is for people already trusted with it.

/** New chats one client address may start on one store (tokens are free, addresses are not). */
export const CHAT_START_LIMIT: Limit = { max: 5, windowMs: 60 * 60_000 };

/**
 * Visitor tokens one address may take from one store: each is a row, and a tab takes one
 * when its visitor first writes, so this is generous and still bounds the table.
 */
export const CHAT_TOKEN_LIMIT: Limit = { max: 20, windowMs: 60 * 60_000 };

/** Lines a visitor may send into one chat; typing fast is a line every few seconds. */
export const CHAT_LINE_LIMIT: Limit = { max: 20, windowMs: 60_000 };

const waitIn = (seconds: number) => {
  if (seconds <= 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/** Counts one use of `key` and throws the 429 (with Retry-After) once its window is used up. */
function take(db: Db, key: string, limit: Limit, now: number, text: (wait: string) => string): Promise<void> {
  return takeAttempt(db, key, limit, now, { message: (seconds) => text(waitIn(seconds)) });
}

export const chatStartKey = (divisionId: number, clientIp: string) => `live-chat-start:${divisionId}:${clientIp || 'unknown'}`;
export const chatLineKey = (chatId: number) => `live-chat-line:${chatId}`;
export const chatTokenKey = (divisionId: number, clientIp: string) => `live-chat-token:${divisionId}:${clientIp || 'unknown'}`;

/** Before a new visitor token: at most CHAT_TOKEN_LIMIT from one address to one store. */
export function takeChatToken(db: Db, divisionId: number, clientIp: string, now: Date): Promise<void> {
  return take(
    db,
    chatTokenKey(divisionId, clientIp),
    CHAT_TOKEN_LIMIT,
    now.getTime(),
    (wait) => `You have started too many chats. Please try again in ${wait}.`,
  );
}

/** Before a visitor's new chat: at most CHAT_START_LIMIT from one address to one store. */
export function takeChatStart(db: Db, divisionId: number, clientIp: string, now: Date): Promise<void> {
  return take(
    db,
    chatStartKey(divisionId, clientIp),
    CHAT_START_LIMIT,
    now.getTime(),
    (wait) => `You have started too many chats. Please try again in ${wait}.`,
  );
}

/** Before a visitor's line in a chat: at most CHAT_LINE_LIMIT a minute in that chat. */
export function takeChatLine(db: Db, chatId: number, now: Date): Promise<void> {
  return take(db, chatLineKey(chatId), CHAT_LINE_LIMIT, now.getTime(), (wait) => `You are sending messages too quickly. Please wait ${wait} and try again.`);
}
