import { call } from '../../src/lib/client/api.ts';
import { LIVE_CHAT_TOKEN_HEADER } from '../../src/lib/live-chat-calls.ts';
import { apiPath } from '../../src/schemas/api.ts';
import type { ChatView, MessageView } from '../../src/schemas/live-chat.ts';

// The visitor's side of the live-chat calls: every call carries the
// visitor token; writes carry X-XSRF-TOKEN through the shared client.

const withToken = (token: string) => ({ headers: { [LIVE_CHAT_TOKEN_HEADER]: token } });

export async function newToken(): Promise<string> {
  return (await call('liveChat.token')).token;
}

export async function startChat(token: string, input: { group_id: number; name: string; message: string }): Promise<ChatView> {
  return (await call('liveChat.start', input, withToken(token))).chat;
}

export async function loadChat(token: string, chatId: number): Promise<{ chat: ChatView; messages: MessageView[] }> {
  return call('liveChat.chat', { chatId }, withToken(token));
}

export async function sendLine(token: string, chatId: number, body: string): Promise<MessageView> {
  return (await call('liveChat.message', { chatId }, { body }, withToken(token))).message;
}

export async function transfer(token: string, chatId: number, groupId: number): Promise<ChatView> {
  return (await call('liveChat.transfer', { chatId }, { group_id: groupId }, withToken(token))).chat;
}

export async function endChat(token: string, chatId: number): Promise<ChatView> {
  return (await call('liveChat.end', { chatId }, {}, withToken(token))).chat;
}

/** The chat's events; EventSource sends Last-Event-ID itself when it reconnects. */
export function chatEvents(token: string, chatId: number): EventSource {
  return new EventSource(apiPath('liveChat.events', { chatId, token }));
}
