import { ApiError } from '../../../../../../server/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../server/errors/respond.ts';
import { staffEndpoint } from '../../../../../../server/product-approval/staff-endpoint.ts';
import { approveProduct } from '../../../../../../server/product-approval/approval.ts';
import { ownerProductItem } from '../../../../../../server/owner-products/owner-product-item.ts';
import { routeId } from '../../../../../../server/owner-products/route-id.ts';

/** POST /omnis/v3/atlas/products/{id}/approve/ → { product }: listed to shoppers from now on (staff only). */
export const POST = staffEndpoint(async (scope, { params }) => {
  const product = await approveProduct(scope.db, scope.runtime, routeId(params.id));
  return json({ product: ownerProductItem(product) });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
