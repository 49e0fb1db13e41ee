import { storeEndpoint } from '../../../../../../api/endpoint.ts';
import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../api/respond.ts';
import { chatActor, chatIdParam } from '../../../../../../api/live-chat-actor.ts';
import { endChat } from '../../../../../../server/engagement/index.ts';

/** POST /omnis/v3/live-chat/chat/{chatId}/end — the visitor or staff close the chat; the transcript stays. */
export const POST = storeEndpoint(async (scope, context) => {
  const actor = await chatActor(scope, context);
  return json({ chat: await endChat(scope, context.locals.runtime.chat, chatIdParam(context.params.chatId), actor) });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
