import { staffEndpoint } from '../../../../../../server/product-approval/staff-endpoint.ts';
import { ApiError } from '../../../../../../server/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../server/errors/respond.ts';
import { acceptChat, chatIdParam } from '../../../../../../server/live-chat/index.ts';

/** POST /omnis/v3/live-chat/chat/{chatId}/accept — staff only: take a queued chat (409 when someone was first). */
export const POST = staffEndpoint(async (scope, context) =>
  json({ chat: await acceptChat(scope.db, context.locals.runtime.chat, chatIdParam(context.params.chatId), context.locals.identity.user!.id) }),
);

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
