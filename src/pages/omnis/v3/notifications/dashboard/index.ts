import { storeEndpoint } from '../../../../../api/endpoint.ts';
import { ownerEndpoint } from '../../../../../api/owner-endpoint.ts';
import { readJson } from '../../../../../api/body.ts';
import { json } from '../../../../../api/respond.ts';
import { ApiError } from '../../../../../platform/errors/api-error.ts';
import { NotificationBody } from '../../../../../schemas/notification.ts';
import { createNotification, notificationsFor } from '../../../../../server/engagement/index.ts';

/** GET /omnis/v3/notifications/dashboard/ → { data: Notification[] }: the signed-in person's copies in this store. */
export const GET = storeEndpoint(async (scope, { locals }) => {
  const user = locals.identity.user;
  if (!user) throw new ApiError('unauthenticated');
  return json({ data: await notificationsFor(scope, user.id) });
});

/** POST /omnis/v3/notifications/dashboard/ (the builder) → 201 { id, uuid, scheduledAt }: saved and queued. */
export const POST = ownerEndpoint('dashboard.plugins', async (scope, { request }, { user }) => {
  if (!scope.division.isPro) throw new ApiError('proRequired');
  const body = await readJson(request, NotificationBody);
  return json(await createNotification(scope, user.id, body), 201);
});
