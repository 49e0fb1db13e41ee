import { storeEndpoint } from '../../../../api/endpoint.ts';
import { json } from '../../../../api/respond.ts';
import { ApiError } from '../../../../platform/errors/api-error.ts';
import { SharedBlocksQuery } from '../../../../schemas/page-editing.ts';
import { sharedBlocks } from '../../../../server/content/index.ts';

/**
 * GET /omnis/v3/frontend/blocks/?page=/path[&block=id] — the blocks of a published page
 * (items), or of one block of it with that block's settings (items, data): what a block's
 * asyncItems / asyncData loads to show a section kept on another page.
 */
export const GET = storeEndpoint(async (scope, { url }) => {
  const query = SharedBlocksQuery.parse({ page: url.searchParams.get('page') ?? undefined, block: url.searchParams.get('block') ?? undefined });
  const answer = await sharedBlocks(scope, query.page, query.block);
  if (!answer) throw new ApiError('notFound');
  return json(answer);
});
