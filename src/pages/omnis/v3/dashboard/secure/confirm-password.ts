import { storeEndpoint } from '../../../../../api/endpoint.ts';
import { readJson } from '../../../../../api/body.ts';
import { requireUser, rotateSession } from '../../../../../api/session.ts';
import { ConfirmPasswordBody } from '../../../../../schemas/account.ts';
import { json } from '../../../../../api/respond.ts';
import { ApiError } from '../../../../../platform/errors/api-error.ts';
import { findUserRowById, secondFactorOf } from '../../../../../server/accounts/index.ts';
import { verifyPassword } from '../../../../../platform/security/passwords.ts';
import { verifySecondFactor } from '../../../../../server/accounts/index.ts';
import { LIMITS, clearAttempts, takeAttempt } from '../../../../../platform/security/rate-limit.ts';

/** The password-confirmation popup: password, and the second factor when the user has one. */
export const POST = storeEndpoint(async (scope, context) => {
  const account = requireUser(context);
  const body = await readJson(context.request, ConfirmPasswordBody);
  const key = `confirm:account:${account.id}`;
  await takeAttempt(scope.db, key, LIMITS.codeAccount);
  const user = (await findUserRowById(scope.db, account.id))!;
  if (!(await verifyPassword(body.password, user.password_hash))) throw ApiError.validation({ password: ['The password is incorrect.'] });
  if (secondFactorOf(user)) await verifySecondFactor(scope.db, context.locals.runtime.secrets, user, body);
  await clearAttempts(scope.db, key);
  // Confirming is a step up in privilege: it comes with a new session token.
  await rotateSession(context, scope.db, true);
  return json({ confirmedUntil: context.locals.identity.confirmedUntil });
});
