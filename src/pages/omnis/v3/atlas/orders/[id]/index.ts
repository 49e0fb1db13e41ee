import { ApiError } from '../../../../../../server/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../server/errors/respond.ts';
import { staffEndpoint } from '../../../../../../server/product-approval/staff-endpoint.ts';
import { routeId } from '../../../../../../server/owner-products/route-id.ts';
import { orderDetail } from '../../../../../../server/atlas-orders/order-detail.ts';

/** GET /omnis/v3/atlas/orders/{id}/ → { order }: any store's order with its logs, items, labels and related orders (staff only). */
export const GET = staffEndpoint(async (scope, { params }) => {
  const order = await orderDetail(scope.db, routeId(params.id, 'order'));
  if (!order) throw new ApiError('notFound', 'No such order.');
  return json({ order });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
