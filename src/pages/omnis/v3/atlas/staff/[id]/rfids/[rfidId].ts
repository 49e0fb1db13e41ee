import { staffEndpoint } from '../../../../../../../api/staff-endpoint.ts';
import { removeRfid } from '../../../../../../../server/accounts/index.ts';
import { idParam } from '../../../../../../../server/accounts/index.ts';

/** DELETE /omnis/v3/atlas/staff/{id}/rfids/{rfidId}/ (staff) → 204. */
export const DELETE = staffEndpoint(async (scope, context) => {
  await removeRfid(scope.db, idParam(context.params.id), idParam(context.params.rfidId));
  return new Response(null, { status: 204 });
});
