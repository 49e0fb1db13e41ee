import { storeEndpoint } from '../../../../../../api/endpoint.ts';
import { requireUser } from '../../../../../../api/session.ts';
import { json } from '../../../../../../api/respond.ts';
import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { findUserRowById } from '../../../../../../server/accounts/index.ts';
import { sendVerificationEmail } from '../../../../../../server/accounts/index.ts';
import { LIMITS, takeAttempt } from '../../../../../../platform/security/rate-limit.ts';
import { publicOrigin } from '../../../../../../lib/public-origin.ts';

export const POST = storeEndpoint(async (scope, context) => {
  const user = requireUser(context);
  if (user.verified) throw new ApiError('badRequest', 'Your email address is already verified.');
  await takeAttempt(scope.db, `mail:user:${user.id}`, LIMITS.mailAddress);
  await sendVerificationEmail(scope.db, (await findUserRowById(scope.db, user.id))!, scope.division, publicOrigin(context.url, context.locals.identity.secure));
  return json({ message: 'We have sent you a new verification link.' });
});
