import { ApiError } from '../../../../../../server/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../server/errors/respond.ts';
import { staffEndpoint } from '../../../../../../server/product-approval/staff-endpoint.ts';
import { routeId } from '../../../../../../server/owner-products/route-id.ts';
import { readJson } from '../../../../../../api/body.ts';
import { InspectBody } from '../../../../../../server/factory/factory-bodies.ts';
import { inspectReturn } from '../../../../../../server/returns-desk/inspect-return.ts';
import { storeOriginFor } from '../../../../../../server/factory/order-origin.ts';

/** POST /omnis/v3/atlas/returns/{id}/inspect/ { outcome, note, size?, colour? } → { returnLog } (staff only). */
export const POST = staffEndpoint(async (scope, { request, params, locals, url }) => {
  const id = routeId(params.id, 'return');
  const body = await readJson(request, InspectBody);
  const returnLog = await inspectReturn(scope.db, id, { ...body, userId: locals.identity.user!.id, origin: (orderScope) => storeOriginFor(orderScope, url) });
  return json({ returnLog });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
