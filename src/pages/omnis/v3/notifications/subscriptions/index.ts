import { storeEndpoint } from '../../../../../api/endpoint.ts';
import { readJson } from '../../../../../api/body.ts';
import { json } from '../../../../../api/respond.ts';
import { SubscriptionBody } from '../../../../../schemas/notification.ts';
import { applicationServerKey, saveSubscription } from '../../../../../server/engagement/index.ts';

/** GET /omnis/v3/notifications/subscriptions/ → { applicationServerKey }: the VAPID public key browsers subscribe with. */
export const GET = storeEndpoint(async (scope) => json({ applicationServerKey: await applicationServerKey(scope) }));

/** POST /omnis/v3/notifications/subscriptions/ { subscription, extras } → 201 { id, customer }. */
export const POST = storeEndpoint(async (scope, context) => {
  const body = await readJson(context.request, SubscriptionBody);
  return json(await saveSubscription(scope, context.locals.identity.user?.id ?? null, body), 201);
});
