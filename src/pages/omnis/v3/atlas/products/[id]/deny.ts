import { readJson } from '../../../../../../api/body.ts';
import { ApiError } from '../../../../../../server/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../server/errors/respond.ts';
import { staffEndpoint } from '../../../../../../server/product-approval/staff-endpoint.ts';
import { denyProduct } from '../../../../../../server/product-approval/approval.ts';
import { DenyBody } from '../../../../../../server/product-approval/approval-bodies.ts';
import { ownerProductItem } from '../../../../../../server/owner-products/owner-product-item.ts';
import { routeId } from '../../../../../../server/owner-products/route-id.ts';

/** POST /omnis/v3/atlas/products/{id}/deny/ { reason } (3–500 characters) → { product }: kept off the storefront; its owner reads why. */
export const POST = staffEndpoint(async (scope, { params, request }) => {
  const id = routeId(params.id);
  const { reason } = await readJson(request, DenyBody);
  return json({ product: ownerProductItem(await denyProduct(scope.db, scope.runtime, id, reason)) });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
