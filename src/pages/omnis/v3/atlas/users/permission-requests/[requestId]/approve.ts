import { staffEndpoint } from '../../../../../../../api/staff-endpoint.ts';
import { json } from '../../../../../../../api/respond.ts';
import { readJson } from '../../../../../../../api/body.ts';
import { reviewRequest } from '../../../../../../../server/accounts/index.ts';
import { idParam } from '../../../../../../../server/accounts/index.ts';
import { PermissionReviewBody } from '../../../../../../../schemas/people.ts';
import { publicOrigin } from '../../../../../../../lib/public-origin.ts';

/** POST /omnis/v3/atlas/users/permission-requests/{requestId}/approve/ (staff): decides once, tells the requester by mail. */
export const POST = staffEndpoint(async (scope, context) => {
  const requestId = idParam(context.params.requestId);
  const { note } = await readJson(context.request, PermissionReviewBody);
  const { identity } = context.locals;
  return json(
    await reviewRequest(scope.db, {
      requestId,
      reviewerId: identity.user!.id,
      reviewerPermissions: identity.user!.permissions,
      approve: true,
      note,
      division: scope.division,
      origin: publicOrigin(context.url, identity.secure),
    }),
  );
});
