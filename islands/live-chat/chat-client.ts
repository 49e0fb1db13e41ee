import { apiFetch } from '../../src/lib/client/api-client.ts';
import { LIVE_CHAT_CALLS, LIVE_CHAT_TOKEN_HEADER } from '../../src/lib/live-chat-calls.ts';
import type { ChatView, MessageView } from '../../src/schemas/live-chat.ts';

// The visitor's side of the live-chat calls: every call carries the
// visitor token; writes carry X-XSRF-TOKEN through apiFetch.

const withToken = (token: string) => ({ [LIVE_CHAT_TOKEN_HEADER]: token });

export async function newToken(): Promise<string> {
  return (await apiFetch<{ token: string }>(LIVE_CHAT_CALLS.token)).data.token;
}

export async function startChat(token: string, input: { group_id: number; name: string; message: string }): Promise<ChatView> {
  return (await apiFetch<{ chat: ChatView }>(LIVE_CHAT_CALLS.start, { json: input, headers: withToken(token) })).data.chat;
}

export async function loadChat(token: string, chatId: number): Promise<{ chat: ChatView; messages: MessageView[] }> {
  return (await apiFetch<{ chat: ChatView; messages: MessageView[] }>(LIVE_CHAT_CALLS.chat(chatId), { headers: withToken(token) })).data;
}

export async function sendLine(token: string, chatId: number, body: string): Promise<MessageView> {
  return (await apiFetch<{ message: MessageView }>(LIVE_CHAT_CALLS.messages(chatId), { json: { body }, headers: withToken(token) })).data.message;
}

export async function transfer(token: string, chatId: number, groupId: number): Promise<ChatView> {
  return (await apiFetch<{ chat: ChatView }>(LIVE_CHAT_CALLS.transfer(chatId), { json: { group_id: groupId }, headers: withToken(token) })).data.chat;
}

export async function endChat(token: string, chatId: number): Promise<ChatView> {
  return (await apiFetch<{ chat: ChatView }>(LIVE_CHAT_CALLS.end(chatId), { method: 'POST', json: {}, headers: withToken(token) })).data.chat;
}

/** The chat's events; EventSource sends Last-Event-ID itself when it reconnects. */
export function chatEvents(token: string, chatId: number): EventSource {
  return new EventSource(`${LIVE_CHAT_CALLS.events(chatId)}?token=${encodeURIComponent(token)}`);
}
