import { storeEndpoint } from '../../../../../../api/endpoint.ts';
import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { errorResponse } from '../../../../../../api/respond.ts';
import { chatActor, chatIdParam } from '../../../../../../api/live-chat-actor.ts';
import { chatEventStream, chatFor } from '../../../../../../server/engagement/index.ts';

/**
 * GET /omnis/v3/live-chat/chat/{chatId}/events?token= — Server-Sent Events: 'chat' (status,
 * group) and 'message' (id = the line's id; Last-Event-ID resumes after it).
 */
export const GET = storeEndpoint(async (scope, context) => {
  const chat = await chatFor(scope, chatIdParam(context.params.chatId), await chatActor(scope, context));
  const after = Number(context.request.headers.get('last-event-id') ?? context.url.searchParams.get('after') ?? 0);
  return chatEventStream(context.request, scope.db, context.locals.runtime.chat, chat.id, Number.isSafeInteger(after) && after > 0 ? after : 0);
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
