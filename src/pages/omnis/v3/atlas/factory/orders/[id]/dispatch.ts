import { ApiError } from '../../../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../../api/respond.ts';
import { staffEndpoint } from '../../../../../../../api/staff-endpoint.ts';
import { routeId } from '../../../../../../../api/route-id.ts';
import { readJson } from '../../../../../../../api/body.ts';
import { DispatchBody } from '../../../../../../../schemas/factory.ts';
import { actingUser } from '../../../../../../../server/fulfilment/index.ts';
import { dispatchOrder } from '../../../../../../../server/fulfilment/index.ts';

/** POST /omnis/v3/atlas/factory/orders/{id}/dispatch/ { badge? } → { orderId, status, pigeonhole }: packed and sent (staff only). */
export const POST = staffEndpoint(async (scope, { request, params, locals }) => {
  const orderId = routeId(params.id, 'order');
  const body = await readJson(request, DispatchBody);
  const userId = await actingUser(scope.db, locals.identity.user!.id, body.badge);
  return json(await dispatchOrder(scope.db, orderId, userId));
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
