import { storeEndpoint } from '../../../../../../api/endpoint.ts';
import { requireConfirmed, rotateSession } from '../../../../../../api/session.ts';
import { json } from '../../../../../../api/respond.ts';
import { disableTwoFactor } from '../../../../../../server/accounts/index.ts';

export const POST = storeEndpoint(async (scope, context) => {
  const account = requireConfirmed(context);
  await disableTwoFactor(scope.db, account.id);
  await rotateSession(context, scope.db);
  return json({});
});
