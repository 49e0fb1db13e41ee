import { writeStorage } from '../storage.ts';
import { openedAfterStatus, openedOnLeave, type ChatStatus } from '../../live-chat/rules.ts';

// What a visitor's browser keeps of live chat between pages (sessionStorage, this tab):
// the visitor token, the chat, its last status and the opened flag (whether the chat window was left open).

export const MEMORY_KEY = 'pf-live-chat';
/** Set once the live-support nudge has been shown (it is shown only to those not already notified). */
export const NUDGED_KEY = 'pf-live-chat-nudged';

export interface ChatMemory {
  token: string | null;
  chatId: number | null;
  status: ChatStatus;
  opened: boolean;
  /** The group the last page's block selected (a chat is transferred only when the selection changed). */
  selected?: number | undefined;
}

const EMPTY: ChatMemory = { token: null, chatId: null, status: 'browsing', opened: false };

function storage(): Storage | undefined {
  try {
    // Absent on the server; reading it throws where storage is blocked.
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function readChatMemory(store = storage()): ChatMemory {
  try {
    const saved = JSON.parse(store?.getItem(MEMORY_KEY) ?? 'null') as Partial<ChatMemory> | null;
    return { ...EMPTY, ...(saved ?? {}) };
  } catch {
    return { ...EMPTY };
  }
}

/** Kept for the next page; false when it could not be (over the storage limits, or storage refused). */
export function writeChatMemory(memory: ChatMemory, store = storage()): boolean {
  return writeStorage(store, MEMORY_KEY, JSON.stringify(memory));
}

/** The chat reported a status: the opened flag follows it; browsing forgets the chat. */
export function withStatus(memory: ChatMemory, status: ChatStatus): ChatMemory {
  return { ...memory, status, opened: openedAfterStatus(memory.opened, status), chatId: status === 'browsing' ? null : memory.chatId };
}

/** The page is being left: the opened flag survives only while in chat. */
export function onLeave(memory: ChatMemory): ChatMemory {
  return { ...memory, opened: openedOnLeave(memory.opened, memory.status) };
}
