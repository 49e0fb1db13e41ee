import { storeEndpoint } from '../../../../../../api/endpoint.ts';
import { json } from '../../../../../../api/respond.ts';
import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { markAllOpened } from '../../../../../../server/engagement/index.ts';

/** POST /omnis/v3/notifications/dashboard/mark-as-opened/ → { opened }: the header list was looked at; the '(n)' goes. */
export const POST = storeEndpoint(async (scope, { locals }) => {
  const user = locals.identity.user;
  if (!user) throw new ApiError('unauthenticated');
  return json(await markAllOpened(scope, user.id));
});
