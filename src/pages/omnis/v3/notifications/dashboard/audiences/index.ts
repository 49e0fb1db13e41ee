import { ownerEndpoint } from '../../../../../../api/owner-endpoint.ts';
import { json } from '../../../../../../api/respond.ts';
import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { audienceSizes } from '../../../../../../server/engagement/index.ts';

/** GET /omnis/v3/notifications/dashboard/audiences/ (the builder, before it sends) → { team, subscribers }: how many each reaches now. */
export const GET = ownerEndpoint('dashboard.plugins', async (scope) => {
  if (!scope.division.isPro) throw new ApiError('proRequired');
  return json(await audienceSizes(scope));
});
