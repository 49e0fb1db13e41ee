import { storeEndpoint } from '../../../../api/endpoint.ts';
import { ApiError } from '../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../api/respond.ts';
import { issueVisitorToken } from '../../../../server/engagement/index.ts';

/** GET /omnis/v3/live-chat/token — { token }, a new visitor identity for this store's chats. */
export const GET = storeEndpoint(async (scope, context) =>
  json({ token: await issueVisitorToken(scope, context.locals.identity.clientIp) }, 200, { 'cache-control': 'no-store' }),
);

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
