import { storeEndpoint } from '../../../../../api/endpoint.ts';
import { readJson } from '../../../../../api/body.ts';
import { startSession } from '../../../../../api/session.ts';
import { RecoveryLoginBody } from '../../../../../schemas/account.ts';
import { json } from '../../../../../api/respond.ts';
import { assertHuman } from '../../../../../server/accounts/index.ts';
import { logIn } from '../../../../../server/accounts/index.ts';
import { storesOf } from '../../../../../server/accounts/index.ts';

/** POST /omnis/v3/dashboard/secure/recovery-login/: password plus a recovery code, which is used up. */
export const POST = storeEndpoint(async (scope, context) => {
  const body = await readJson(context.request, RecoveryLoginBody);
  const { identity } = context.locals;
  await assertHuman(body, identity.clientIp);
  const outcome = await logIn(scope.db, context.locals.runtime.secrets, { ...body, clientIp: identity.clientIp, storeName: scope.division.companyName });
  if (outcome.kind === 'second-factor') return json({ message: 'Enter a recovery code', twoFactorRequired: true, method: outcome.method }, 202);
  const user = await startSession(context, scope.db, outcome.user);
  const stores = await storesOf(scope.db, user.id);
  return json({ user, stores, redirect: '/dashboard/' });
});
