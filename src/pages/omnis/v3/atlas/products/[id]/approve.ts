import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../api/respond.ts';
import { staffEndpoint } from '../../../../../../api/staff-endpoint.ts';
import { approveProduct } from '../../../../../../server/merchant/index.ts';
import { ownerProductItem } from '../../../../../../server/merchant/index.ts';
import { routeId } from '../../../../../../api/route-id.ts';

/** POST /omnis/v3/atlas/products/{id}/approve/ → { product }: listed to shoppers from now on (staff only). */
export const POST = staffEndpoint(async (scope, { params }) => {
  const product = await approveProduct(scope.db, scope.runtime, routeId(params.id));
  return json({ product: ownerProductItem(product) });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
