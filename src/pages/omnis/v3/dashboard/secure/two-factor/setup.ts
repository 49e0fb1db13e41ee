import { storeEndpoint } from '../../../../../../api/endpoint.ts';
import { requireConfirmed } from '../../../../../../api/session.ts';
import { json } from '../../../../../../api/respond.ts';
import { findUserRowById } from '../../../../../../server/accounts/index.ts';
import { beginTwoFactorSetup } from '../../../../../../server/accounts/index.ts';

/** Starts authenticator-app enrolment: a secret and its QR code (drawn here). */
export const POST = storeEndpoint(async (scope, context) => {
  const account = requireConfirmed(context);
  return json(await beginTwoFactorSetup(scope.db, context.locals.runtime.secrets, (await findUserRowById(scope.db, account.id))!, scope.division.companyName));
});
