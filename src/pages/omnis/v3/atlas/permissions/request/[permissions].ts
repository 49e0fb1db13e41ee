import { storeEndpoint } from '../../../../../../api/endpoint.ts';
import { readJson } from '../../../../../../api/body.ts';
import { requireUser } from '../../../../../../api/session.ts';
import { PermissionRequestBody } from '../../../../../../schemas/account.ts';
import { json } from '../../../../../../api/respond.ts';
import { PERMISSION_REQUESTED, parsePermissions, requestPermissions } from '../../../../../../server/accounts/index.ts';

/** POST /omnis/v3/atlas/permissions/request/{permissions}/: asks for rights, with a reason. */
export const POST = storeEndpoint(async (scope, context) => {
  const user = requireUser(context);
  const permissions = parsePermissions(context.params.permissions ?? '');
  const { reason } = await readJson(context.request, PermissionRequestBody);
  await requestPermissions(scope.db, user.id, scope.division.id, permissions, reason);
  return json({ message: PERMISSION_REQUESTED });
});
