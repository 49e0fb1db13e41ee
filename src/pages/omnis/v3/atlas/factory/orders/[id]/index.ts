import { ApiError } from '../../../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../../api/respond.ts';
import { staffEndpoint } from '../../../../../../../api/staff-endpoint.ts';
import { routeId } from '../../../../../../../api/route-id.ts';
import { loadFactoryOrder } from '../../../../../../../server/fulfilment/index.ts';

/** GET /omnis/v3/atlas/factory/orders/{id}/ → FactoryOrderView: the order's labels, their state and logs (staff only). */
export const GET = staffEndpoint(async (scope, { params }) => {
  const view = await loadFactoryOrder(scope.db, routeId(params.id, 'order'));
  if ('notFound' in view) throw new ApiError('notFound', 'No such order.');
  return json(view);
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
