import { storeEndpoint } from '../../../../../api/endpoint.ts';
import { readJson } from '../../../../../api/body.ts';
import { startSession } from '../../../../../api/session.ts';
import { LoginBody } from '../../../../../schemas/account.ts';
import { json } from '../../../../../api/respond.ts';
import { assertHuman } from '../../../../../server/accounts/index.ts';
import { logIn } from '../../../../../server/accounts/index.ts';
import { storesOf } from '../../../../../server/accounts/index.ts';

/**
 * POST /omnis/v3/dashboard/secure/login/. A 202 asks for the second factor;
 * the client sends the same body again with twoFactorAuthCode.
 */
export const POST = storeEndpoint(async (scope, context) => {
  const body = await readJson(context.request, LoginBody);
  const { identity } = context.locals;
  await assertHuman(body, identity.clientIp);
  const outcome = await logIn(scope.db, context.locals.runtime.secrets, { ...body, clientIp: identity.clientIp, storeName: scope.division.companyName });
  if (outcome.kind === 'second-factor') {
    const message = outcome.method === 'sms' ? 'Enter the code we have sent to your phone' : 'Enter the code from your authenticator app';
    return json({ message, twoFactorRequired: true, method: outcome.method }, 202);
  }
  const user = await startSession(context, scope.db, outcome.user);
  const stores = await storesOf(scope.db, user.id);
  return json({ user, stores, redirect: user.dashboardAccess || stores.length > 0 ? '/dashboard/' : '/' });
});
