import { ApiError } from '../../../../../../server/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../server/errors/respond.ts';
import { staffEndpoint } from '../../../../../../server/product-approval/staff-endpoint.ts';
import { approveStore } from '../../../../../../server/store-approval/approval-items.ts';
import { routeId } from '../../../../../../server/owner-products/route-id.ts';

/** POST /omnis/v3/atlas/stores/{id}/approve/ → { review }: the store is open to its visitors from now on (staff only). */
export const POST = staffEndpoint(async (scope, { params, locals }) => {
  const review = await approveStore(scope.db, scope.runtime, routeId(params.id, 'store'), locals.identity.user!.id);
  return json({ review });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
