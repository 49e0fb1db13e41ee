import type { APIContext } from 'astro';
import type { StoreScope } from '../server/stores/index.ts';
import type { ChatActor } from '../server/engagement/index.ts';
import { ApiError } from '../platform/errors/api-error.ts';
import { isInternal } from '../lib/identity.ts';
import { visitorOf } from '../server/engagement/index.ts';
import { LIVE_CHAT_TOKEN_HEADER } from '../lib/live-chat-calls.ts';

/**
 * Who is calling a chat call: the visitor whose token (header, or ?token= on the event
 * stream) belongs to this store, else signed-in internal staff. Nobody else: 401.
 */
export async function chatActor(scope: StoreScope, context: APIContext): Promise<ChatActor> {
  const token = context.request.headers.get(LIVE_CHAT_TOKEN_HEADER) ?? context.url.searchParams.get('token');
  if (token) {
    const tokenHash = await visitorOf(scope.db, scope.division.id, token);
    if (tokenHash) return { kind: 'visitor', tokenHash };
  }
  const { identity } = context.locals;
  if (identity.user && isInternal(identity, scope.division.id)) return { kind: 'staff', userId: identity.user.id };
  throw new ApiError('unauthenticated');
}

/** The {chatId} of the address, or a 404. */
export function chatIdParam(value: string | undefined): number {
  const id = Number(value);
  if (!/^\d{1,12}$/.test(value ?? '') || !Number.isSafeInteger(id) || id < 1) throw new ApiError('notFound', 'Chat not found');
  return id;
}
