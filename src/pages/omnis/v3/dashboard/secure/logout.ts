import { storeEndpoint } from '../../../../../api/endpoint.ts';
import { endSession } from '../../../../../api/session.ts';
import { json } from '../../../../../api/respond.ts';

/** POST /omnis/v3/dashboard/secure/logout/: the session is deleted; the app then goes to /login/. */
export const POST = storeEndpoint(async (_scope, context) => {
  await endSession(context);
  return json({ redirect: '/login/' });
});
