import { storeEndpoint } from '../../../../../api/endpoint.ts';
import { readJson } from '../../../../../api/body.ts';
import { requireUser, rotateSession } from '../../../../../api/session.ts';
import { EulaBody } from '../../../../../schemas/account.ts';
import { json } from '../../../../../api/respond.ts';
import { ApiError } from '../../../../../platform/errors/api-error.ts';
import { now } from '../../../../../platform/db/json.ts';

/** Records that the user signed the end-user licence agreement. */
export const POST = storeEndpoint(async (scope, context) => {
  const user = requireUser(context);
  if (!user.verified) throw new ApiError('permissionDenied', 'Please verify your email address first.');
  await readJson(context.request, EulaBody);
  await scope.db.updateTable('users').set({ eula_signed_at: now() }).where('id', '=', user.id).where('eula_signed_at', 'is', null).execute();
  await rotateSession(context, scope.db);
  return json({ redirect: '/dashboard/' });
});
