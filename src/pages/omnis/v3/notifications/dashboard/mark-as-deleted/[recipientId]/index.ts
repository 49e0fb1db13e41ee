import { z } from 'zod';
import { storeEndpoint } from '../../../../../../../api/endpoint.ts';
import { json } from '../../../../../../../api/respond.ts';
import { ApiError } from '../../../../../../../platform/errors/api-error.ts';
import { markRecipientDeleted } from '../../../../../../../server/engagement/index.ts';

const RecipientId = z.coerce.number().int().positive().max(2_147_483_647); // a row id: beyond it PostgreSQL refuses the query itself

/** POST /omnis/v3/notifications/dashboard/mark-as-deleted/{recipientId}/ → { deleted }: the caller's own copy only. */
export const POST = storeEndpoint(async (scope, { locals, params }) => {
  const user = locals.identity.user;
  if (!user) throw new ApiError('unauthenticated');
  const recipientId = RecipientId.safeParse(params.recipientId);
  if (!recipientId.success) throw new ApiError('notFound');
  return json(await markRecipientDeleted(scope, user.id, recipientId.data));
});
