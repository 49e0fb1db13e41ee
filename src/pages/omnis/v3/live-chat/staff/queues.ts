import { staffEndpoint } from '../../../../../api/staff-endpoint.ts';
import { ApiError } from '../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../api/respond.ts';
import { availabilityOf, listQueues } from '../../../../../server/engagement/index.ts';

/** GET /omnis/v3/live-chat/staff/queues — staff only: open chats per group (every store) and this staff member's groups. */
export const GET = staffEndpoint(async (scope, context) =>
  json({ queues: await listQueues(scope.db), availability: await availabilityOf(scope.db, context.locals.identity.user!.id) }, 200, {
    'cache-control': 'no-store',
  }),
);

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
