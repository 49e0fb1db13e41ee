import { storeEndpoint } from '../../../../../api/endpoint.ts';
import { readJson } from '../../../../../api/body.ts';
import { startSession } from '../../../../../api/session.ts';
import { CustomerCreateBody } from '../../../../../schemas/account.ts';
import { json } from '../../../../../api/respond.ts';
import { assertHuman } from '../../../../../server/accounts/index.ts';
import { signUp } from '../../../../../server/accounts/index.ts';
import { sendVerificationEmail } from '../../../../../server/accounts/index.ts';
import { storesOf } from '../../../../../server/accounts/index.ts';
import { publicOrigin } from '../../../../../lib/public-origin.ts';

/** POST /omnis/v3/shop/customer/create/: an account, optionally with a store. */
export const POST = storeEndpoint(async (scope, context) => {
  const body = await readJson(context.request, CustomerCreateBody);
  const { identity } = context.locals;
  await assertHuman(body, identity.clientIp);
  const { user } = await signUp(scope.db, { ...body, clientIp: identity.clientIp });
  await sendVerificationEmail(scope.db, user, scope.division, publicOrigin(context.url, identity.secure));
  const account = await startSession(context, scope.db, user);
  return json({ user: account, stores: await storesOf(scope.db, user.id), redirect: '/sign-up/verify/' }, 201);
});
