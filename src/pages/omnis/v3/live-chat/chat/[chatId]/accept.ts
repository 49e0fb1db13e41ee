import { staffEndpoint } from '../../../../../../api/staff-endpoint.ts';
import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../api/respond.ts';
import { acceptChat } from '../../../../../../server/engagement/index.ts';
import { chatIdParam } from '../../../../../../api/live-chat-actor.ts';

/** POST /omnis/v3/live-chat/chat/{chatId}/accept — staff only: take a queued chat (409 when someone was first). */
export const POST = staffEndpoint(async (scope, context) =>
  json({ chat: await acceptChat(scope.db, context.locals.runtime.chat, chatIdParam(context.params.chatId), context.locals.identity.user!.id) }),
);

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
