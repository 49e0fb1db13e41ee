import { readJson } from '../../../../../../api/body.ts';
import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../api/respond.ts';
import { staffEndpoint } from '../../../../../../api/staff-endpoint.ts';
import { DenyBody } from '../../../../../../schemas/approval.ts';
import { denyStore } from '../../../../../../server/stores/index.ts';
import { routeId } from '../../../../../../api/route-id.ts';

/** POST /omnis/v3/atlas/stores/{id}/deny/ { reason } (3–500 characters) → { review }: it stays under review; its owner reads why (staff only). */
export const POST = staffEndpoint(async (scope, { params, request, locals }) => {
  const id = routeId(params.id, 'store');
  const { reason } = await readJson(request, DenyBody);
  return json({ review: await denyStore(scope.db, id, locals.identity.user!.id, reason) });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
