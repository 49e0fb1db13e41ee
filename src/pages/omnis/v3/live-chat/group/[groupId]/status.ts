import { storeEndpoint } from '../../../../../../api/endpoint.ts';
import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../api/respond.ts';
import { isGroupOnline } from '../../../../../../server/engagement/index.ts';
import { GroupId } from '../../../../../../schemas/live-chat.ts';

/** GET /omnis/v3/live-chat/group/{groupId}/status — { group, online }, whether any staff member takes its chats now. */
export const GET = storeEndpoint(async (scope, context) => {
  const parsed = GroupId.safeParse(context.params.groupId);
  if (!parsed.success) throw new ApiError('notFound', 'Group not found');
  return json({ group: parsed.data, online: await isGroupOnline(scope.db, parsed.data) }, 200, { 'cache-control': 'no-store' });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
