import { storeEndpoint } from '../../../../../api/endpoint.ts';
import { readJson } from '../../../../../api/body.ts';
import { startSession } from '../../../../../api/session.ts';
import { ResetPasswordBody } from '../../../../../schemas/account.ts';
import { json } from '../../../../../api/respond.ts';
import { resetPassword } from '../../../../../server/accounts/index.ts';
import { storesOf } from '../../../../../server/accounts/index.ts';

/** POST /omnis/v3/dashboard/secure/reset-password/: token, password, password_confirmation. */
export const POST = storeEndpoint(async (scope, context) => {
  const body = await readJson(context.request, ResetPasswordBody);
  const user = await resetPassword(scope.db, body);
  const account = await startSession(context, scope.db, user);
  return json({
    user: account,
    stores: await storesOf(scope.db, user.id),
    redirect: account.verified && account.eulaSigned ? '/dashboard/' : '/sign-up/eula/',
  });
});
