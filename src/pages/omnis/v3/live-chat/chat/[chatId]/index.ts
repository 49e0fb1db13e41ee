import { storeEndpoint } from '../../../../../../api/endpoint.ts';
import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../api/respond.ts';
import { chatActor, chatIdParam } from '../../../../../../api/live-chat-actor.ts';
import { chatFor, chatView, messagesAfter } from '../../../../../../server/engagement/index.ts';

/** GET /omnis/v3/live-chat/chat/{chatId}/ — the chat and its transcript (its visitor, or staff). */
export const GET = storeEndpoint(async (scope, context) => {
  const chat = await chatFor(scope, chatIdParam(context.params.chatId), await chatActor(scope, context));
  return json({ chat: chatView(chat), messages: await messagesAfter(scope.db, chat.id) }, 200, { 'cache-control': 'no-store' });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
