import { staffEndpoint } from '../../../../../api/staff-endpoint.ts';
import { ApiError } from '../../../../../platform/errors/api-error.ts';
import { errorResponse } from '../../../../../api/respond.ts';
import { staffEventStream } from '../../../../../server/engagement/index.ts';

/** GET /omnis/v3/live-chat/staff/events — staff only, Server-Sent Events: 'queues' whenever a chat or availability changes. */
export const GET = staffEndpoint(async (scope, context) => staffEventStream(context.request, scope.db, context.locals.runtime.chat));

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
