import { storeEndpoint } from '../../../../../../api/endpoint.ts';
import { json } from '../../../../../../api/respond.ts';
import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { setMuted } from '../../../../../../server/accounts/index.ts';

/** POST /omnis/v3/atlas/users/{id}/unmute/: answers mutedAt. */
export const POST = storeEndpoint(async (scope, context) => {
  const id = Number(context.params.id);
  if (!Number.isInteger(id) || id <= 0) throw new ApiError('notFound');
  return json({ mutedAt: await setMuted(scope.db, context.locals.identity, scope.division.id, id, false) });
});
