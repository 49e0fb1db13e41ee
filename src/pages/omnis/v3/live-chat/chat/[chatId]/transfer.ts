import { storeEndpoint } from '../../../../../../api/endpoint.ts';
import { readJson } from '../../../../../../api/body.ts';
import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../api/respond.ts';
import { transferChat } from '../../../../../../server/engagement/index.ts';
import { TransferInput } from '../../../../../../schemas/live-chat.ts';
import { chatActor, chatIdParam } from '../../../../../../api/live-chat-actor.ts';

/** POST /omnis/v3/live-chat/chat/{chatId}/transfer — { group_id }: the chat moves to that group's queue. */
export const POST = storeEndpoint(async (scope, context) => {
  const actor = await chatActor(scope, context);
  const chatId = chatIdParam(context.params.chatId);
  const { group_id } = await readJson(context.request, TransferInput);
  return json({ chat: await transferChat(scope, context.locals.runtime.chat, chatId, actor, group_id) });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
