import { readJson } from '../../../../../../api/body.ts';
import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../api/respond.ts';
import { staffEndpoint } from '../../../../../../api/staff-endpoint.ts';
import { denyProduct } from '../../../../../../server/merchant/index.ts';
import { DenyBody } from '../../../../../../schemas/approval.ts';
import { ownerProductItem } from '../../../../../../server/merchant/index.ts';
import { routeId } from '../../../../../../api/route-id.ts';

/** POST /omnis/v3/atlas/products/{id}/deny/ { reason } (3–500 characters) → { product }: kept off the storefront; its owner reads why. */
export const POST = staffEndpoint(async (scope, { params, request }) => {
  const id = routeId(params.id);
  const { reason } = await readJson(request, DenyBody);
  return json({ product: ownerProductItem(await denyProduct(scope.db, scope.runtime, id, reason)) });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
