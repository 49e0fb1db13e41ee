import { storeEndpoint } from '../../../../../../api/endpoint.ts';
import { requireConfirmed } from '../../../../../../api/session.ts';
import { json } from '../../../../../../api/respond.ts';
import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { issueRecoveryCodes } from '../../../../../../server/accounts/index.ts';

/** A fresh set of recovery codes; the old ones stop working. */
export const POST = storeEndpoint(async (scope, context) => {
  const account = requireConfirmed(context);
  if (!account.twoFactorEnabled) throw new ApiError('badRequest', 'Turn on two-factor authentication first.');
  return json({ recoveryCodes: await issueRecoveryCodes(scope.db, account.id) });
});
