import { storeEndpoint } from '../../../../../../api/endpoint.ts';
import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../api/respond.ts';
import { chatActor, chatIdParam } from '../../../../../../api/live-chat-actor.ts';
import { chatFor } from '../../../../../../server/engagement/index.ts';

/** GET /omnis/v3/live-chat/chat/{chatId}/group — { group }, the group the chat is in now. */
export const GET = storeEndpoint(async (scope, context) => {
  const chat = await chatFor(scope, chatIdParam(context.params.chatId), await chatActor(scope, context));
  return json({ group: chat.group_id }, 200, { 'cache-control': 'no-store' });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
