import { staffEndpoint } from '../../../../../../api/staff-endpoint.ts';
import { json } from '../../../../../../api/respond.ts';
import { readJson } from '../../../../../../api/body.ts';
import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { findStaff, updateStaffProfile } from '../../../../../../server/accounts/index.ts';
import { idParam } from '../../../../../../server/accounts/index.ts';
import { StaffProfileBody } from '../../../../../../schemas/people.ts';

/** GET /omnis/v3/atlas/staff/{id}/ (staff) → { profile }; personal details only for the allowed. */
export const GET = staffEndpoint(async (scope, context) => {
  const profile = await findStaff(scope.db, context.locals.runtime.secrets, context.locals.identity, idParam(context.params.id));
  if (!profile) throw new ApiError('notFound');
  return json({ profile });
});

/** PATCH StaffProfileBody (staff) → { profile }. */
export const PATCH = staffEndpoint(async (scope, context) => {
  const id = idParam(context.params.id);
  await updateStaffProfile(scope.db, id, await readJson(context.request, StaffProfileBody));
  return json({ profile: await findStaff(scope.db, context.locals.runtime.secrets, context.locals.identity, id) });
});
