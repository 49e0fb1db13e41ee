import { storeEndpoint } from '../../../../../api/endpoint.ts';
import { readJson } from '../../../../../api/body.ts';
import { ApiError } from '../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../api/respond.ts';
import { startChat } from '../../../../../server/engagement/index.ts';
import { StartChatInput } from '../../../../../schemas/live-chat.ts';
import { chatActor } from '../../../../../api/live-chat-actor.ts';

/** POST /omnis/v3/live-chat/chat/ { group_id, name, message } with the visitor's token — a chat, queued in its group. */
export const POST = storeEndpoint(async (scope, context) => {
  const actor = await chatActor(scope, context);
  if (actor.kind !== 'visitor') throw new ApiError('badRequest', 'Only a visitor starts a chat.');
  const input = await readJson(context.request, StartChatInput);
  return json(
    { chat: await startChat(scope, context.locals.runtime.chat, { tokenHash: actor.tokenHash, clientIp: context.locals.identity.clientIp }, input) },
    201,
  );
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
