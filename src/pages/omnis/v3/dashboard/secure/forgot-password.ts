import { storeEndpoint } from '../../../../../api/endpoint.ts';
import { readJson } from '../../../../../api/body.ts';
import { ForgotPasswordBody } from '../../../../../schemas/account.ts';
import { json } from '../../../../../api/respond.ts';
import { assertHuman } from '../../../../../server/accounts/index.ts';
import { RESET_REQUESTED, requestPasswordReset } from '../../../../../server/accounts/index.ts';
import { publicOrigin } from '../../../../../lib/public-origin.ts';

/** Asks for a reset link; answers the same whether or not the address has an account. */
export const POST = storeEndpoint(async (scope, context) => {
  const body = await readJson(context.request, ForgotPasswordBody);
  const { identity } = context.locals;
  await assertHuman(body, identity.clientIp);
  await requestPasswordReset(scope.db, body.email, scope.division, publicOrigin(context.url, identity.secure), identity.clientIp);
  return json({ message: RESET_REQUESTED });
});
