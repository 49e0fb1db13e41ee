import { storeEndpoint } from '../../../../../../api/endpoint.ts';
import { readJson } from '../../../../../../api/body.ts';
import { requireConfirmed, rotateSession } from '../../../../../../api/session.ts';
import { EnableTwoFactorBody } from '../../../../../../schemas/account.ts';
import { json } from '../../../../../../api/respond.ts';
import { findUserRowById } from '../../../../../../server/accounts/index.ts';
import { enableTwoFactor } from '../../../../../../server/accounts/index.ts';

/** Confirms enrolment with a code; answers the recovery codes once. SMS: first call sends the code. */
export const POST = storeEndpoint(async (scope, context) => {
  const account = requireConfirmed(context);
  const body = await readJson(context.request, EnableTwoFactorBody);
  const result = await enableTwoFactor(
    scope.db,
    context.locals.runtime.secrets,
    (await findUserRowById(scope.db, account.id))!,
    body,
    scope.division.companyName,
  );
  if (result === 'sms-sent') return json({ message: 'We have sent a code to your phone.', codeSent: true }, 202);
  await rotateSession(context, scope.db);
  return json({ recoveryCodes: result });
});
