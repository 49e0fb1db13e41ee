import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../api/respond.ts';
import { staffEndpoint } from '../../../../../../api/staff-endpoint.ts';
import { routeId } from '../../../../../../api/route-id.ts';
import { readJson } from '../../../../../../api/body.ts';
import { InspectBody } from '../../../../../../schemas/factory.ts';
import { inspectReturn } from '../../../../../../server/fulfilment/index.ts';
import { storeOriginFor } from '../../../../../../server/fulfilment/index.ts';

/** POST /omnis/v3/atlas/returns/{id}/inspect/ { outcome, note, size?, colour? } → { returnLog } (staff only). */
export const POST = staffEndpoint(async (scope, { request, params, locals, url }) => {
  const id = routeId(params.id, 'return');
  const body = await readJson(request, InspectBody);
  const returnLog = await inspectReturn(scope.db, id, { ...body, userId: locals.identity.user!.id, origin: (orderScope) => storeOriginFor(orderScope, url) });
  return json({ returnLog });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
