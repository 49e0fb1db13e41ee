import { ownerEndpoint } from '../../../../../../api/owner-endpoint.ts';
import { json } from '../../../../../../api/respond.ts';
import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { endSplitTest, listSplitTests } from '../../../../../../server/engagement/index.ts';

/** POST /omnis/v3/split-tests/{division}/{id}/end/: ends a running test of this store → { test }. */
export const POST = ownerEndpoint('dashboard.pages', async (scope, { params }) => {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw new ApiError('notFound');
  await endSplitTest(scope, id);
  return json({ test: (await listSplitTests(scope)).find((candidate) => candidate.id === id) });
});
