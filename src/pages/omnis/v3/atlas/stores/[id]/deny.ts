import { readJson } from '../../../../../../api/body.ts';
import { ApiError } from '../../../../../../server/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../server/errors/respond.ts';
import { staffEndpoint } from '../../../../../../server/product-approval/staff-endpoint.ts';
import { DenyBody } from '../../../../../../server/product-approval/approval-bodies.ts';
import { denyStore } from '../../../../../../server/store-approval/approval-items.ts';
import { routeId } from '../../../../../../server/owner-products/route-id.ts';

/** POST /omnis/v3/atlas/stores/{id}/deny/ { reason } (3–500 characters) → { review }: it stays under review; its owner reads why (staff only). */
export const POST = staffEndpoint(async (scope, { params, request, locals }) => {
  const id = routeId(params.id, 'store');
  const { reason } = await readJson(request, DenyBody);
  return json({ review: await denyStore(scope.db, id, locals.identity.user!.id, reason) });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
