import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../api/respond.ts';
import { staffEndpoint } from '../../../../../../api/staff-endpoint.ts';
import { readJson } from '../../../../../../api/body.ts';
import { PickBody } from '../../../../../../schemas/factory.ts';
import { markPicked } from '../../../../../../server/fulfilment/index.ts';

/** POST /omnis/v3/atlas/factory/picking/pick/ { labelIds } → { picked } (staff only). */
export const POST = staffEndpoint(async (scope, { request, locals }) => {
  const body = await readJson(request, PickBody);
  return json({ picked: await markPicked(scope.db, body.labelIds, locals.identity.user!.id) });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
