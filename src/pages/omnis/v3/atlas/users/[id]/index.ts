import { staffEndpoint } from '../../../../../../api/staff-endpoint.ts';
import { json } from '../../../../../../api/respond.ts';
import { readJson } from '../../../../../../api/body.ts';
import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { findUserAccess, updateUserAccess } from '../../../../../../server/accounts/index.ts';
import { idParam } from '../../../../../../server/accounts/index.ts';
import { UserAccessBody } from '../../../../../../schemas/people.ts';

/** GET /omnis/v3/atlas/users/{id}/ (staff) → { user }: roles, permissions, stores, muted. */
export const GET = staffEndpoint(async (scope, context) => {
  const user = await findUserAccess(scope.db, idParam(context.params.id));
  if (!user) throw new ApiError('notFound');
  return json({ user });
});

/** PATCH UserAccessBody (staff, never on oneself) → { user }. */
export const PATCH = staffEndpoint(async (scope, context) => {
  const id = idParam(context.params.id);
  const body = await readJson(context.request, UserAccessBody);
  return json({ user: await updateUserAccess(scope.db, context.locals.identity.user!, id, body) });
});
