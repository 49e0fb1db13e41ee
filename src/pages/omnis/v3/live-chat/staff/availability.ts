import { staffEndpoint } from '../../../../../api/staff-endpoint.ts';
import { readJson } from '../../../../../api/body.ts';
import { ApiError } from '../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../api/respond.ts';
import { setAvailability } from '../../../../../server/engagement/index.ts';
import { AvailabilityInput } from '../../../../../schemas/live-chat.ts';

/** POST /omnis/v3/live-chat/staff/availability { group_id, online } — staff only: take (or stop taking) a group's chats. */
export const POST = staffEndpoint(async (scope, context) => {
  const { group_id, online } = await readJson(context.request, AvailabilityInput);
  return json({ availability: await setAvailability(scope.db, context.locals.runtime.chat, context.locals.identity.user!.id, group_id, online) });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
