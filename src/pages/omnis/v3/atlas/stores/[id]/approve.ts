import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../api/respond.ts';
import { staffEndpoint } from '../../../../../../api/staff-endpoint.ts';
import { approveStore } from '../../../../../../server/stores/index.ts';
import { routeId } from '../../../../../../api/route-id.ts';

/** POST /omnis/v3/atlas/stores/{id}/approve/ → { review }: the store is open to its visitors from now on (staff only). */
export const POST = staffEndpoint(async (scope, { params, locals }) => {
  const review = await approveStore(scope.db, scope.runtime, routeId(params.id, 'store'), locals.identity.user!.id);
  return json({ review });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
