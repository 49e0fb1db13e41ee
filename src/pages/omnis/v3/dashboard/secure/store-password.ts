import { storeEndpoint } from '../../../../../api/endpoint.ts';
import { readJson } from '../../../../../api/body.ts';
import { StorePasswordBody } from '../../../../../schemas/account.ts';
import { json } from '../../../../../api/respond.ts';
import { ApiError } from '../../../../../platform/errors/api-error.ts';
import { verifyPassword } from '../../../../../platform/security/passwords.ts';
import { STORE_PASSWORD_COOKIE, storePassCookie } from '../../../../../server/accounts/index.ts';
import { LIMITS, clearAttempts, takeAttempt } from '../../../../../platform/security/rate-limit.ts';

/** Entry to a password-protected store: the right password earns a signed cookie. */
export const POST = storeEndpoint(async (scope, context) => {
  const { division } = scope;
  if (!division.settings.passwordProtected || !division.settings.storePasswordHash) throw new ApiError('badRequest', 'This store has no password.');
  const body = await readJson(context.request, StorePasswordBody);
  const key = `store-password:${division.id}:${context.locals.identity.clientIp}`;
  await takeAttempt(scope.db, key, LIMITS.loginAccount);
  if (!(await verifyPassword(body.password, division.settings.storePasswordHash)))
    throw ApiError.validation({ password: ['That is not the store’s password.'] });
  await clearAttempts(scope.db, key);
  context.cookies.set(STORE_PASSWORD_COOKIE, storePassCookie(division, context.locals.runtime.secrets), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: context.locals.identity.secure,
    maxAge: 30 * 86400,
  });
  return json({ redirect: '/' });
});
