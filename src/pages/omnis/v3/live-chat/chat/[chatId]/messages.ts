import { storeEndpoint } from '../../../../../../api/endpoint.ts';
import { readJson } from '../../../../../../api/body.ts';
import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../api/respond.ts';
import { postMessage } from '../../../../../../server/engagement/index.ts';
import { MessageInput } from '../../../../../../schemas/live-chat.ts';
import { chatActor, chatIdParam } from '../../../../../../api/live-chat-actor.ts';

/** POST /omnis/v3/live-chat/chat/{chatId}/messages { body } — a line from the visitor or staff. */
export const POST = storeEndpoint(async (scope, context) => {
  const actor = await chatActor(scope, context);
  const chatId = chatIdParam(context.params.chatId);
  const { body } = await readJson(context.request, MessageInput);
  return json({ message: await postMessage(scope, context.locals.runtime.chat, chatId, actor, body) }, 201);
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
