import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../api/respond.ts';
import { staffEndpoint } from '../../../../../../api/staff-endpoint.ts';
import { routeId } from '../../../../../../api/route-id.ts';
import { orderDetail } from '../../../../../../server/fulfilment/index.ts';

/** GET /omnis/v3/atlas/orders/{id}/ → { order }: any store's order with its logs, items, labels and related orders (staff only). */
export const GET = staffEndpoint(async (scope, { params }) => {
  const order = await orderDetail(scope.db, routeId(params.id, 'order'));
  if (!order) throw new ApiError('notFound', 'No such order.');
  return json({ order });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
