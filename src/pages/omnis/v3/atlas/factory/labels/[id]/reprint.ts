import { ApiError } from '../../../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../../api/respond.ts';
import { staffEndpoint } from '../../../../../../../api/staff-endpoint.ts';
import { routeId } from '../../../../../../../api/route-id.ts';
import { readJson } from '../../../../../../../api/body.ts';
import { LabelReprintBody } from '../../../../../../../schemas/factory.ts';
import { actingUser } from '../../../../../../../server/fulfilment/index.ts';
import { reprintLabel } from '../../../../../../../server/fulfilment/index.ts';
import { storeOriginFor } from '../../../../../../../server/fulfilment/index.ts';

/** POST /omnis/v3/atlas/factory/labels/{id}/reprint/ { reason, badge? } → Reprinted: a free child order remakes the unit (staff only). */
export const POST = staffEndpoint(async (scope, { request, params, locals, url }) => {
  const labelId = routeId(params.id, 'label');
  const body = await readJson(request, LabelReprintBody);
  const userId = await actingUser(scope.db, locals.identity.user!.id, body.badge);
  return json(await reprintLabel(scope.db, labelId, { reason: body.reason, userId, origin: (orderScope) => storeOriginFor(orderScope, url) }));
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
