import { staffEndpoint } from '../../../../../../api/staff-endpoint.ts';
import { json } from '../../../../../../api/respond.ts';
import { readJson } from '../../../../../../api/body.ts';
import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { maySeePersonal, savePersonal } from '../../../../../../server/accounts/index.ts';
import { idParam } from '../../../../../../server/accounts/index.ts';
import { PersonalDetailsBody } from '../../../../../../schemas/people.ts';

/** PUT /omnis/v3/atlas/staff/{id}/personal/ (the staff member or atlas.staff.sensitive) → { personal }. */
export const PUT = staffEndpoint(async (scope, context) => {
  const id = idParam(context.params.id);
  // Refused before the body is read: a hidden viewer learns nothing, not even which fields are wrong.
  if (!maySeePersonal(context.locals.identity, id)) throw new ApiError('permissionDenied');
  const details = await readJson(context.request, PersonalDetailsBody);
  return json({ personal: await savePersonal(scope.db, context.locals.runtime.secrets, context.locals.identity, id, details) });
});
