import { ownerEndpoint } from '../../../../../../../api/owner-endpoint.ts';
import { json } from '../../../../../../../api/respond.ts';
import { ApiError } from '../../../../../../../platform/errors/api-error.ts';
import { removeSearchRedirectItem } from '../../../../../../../server/stores/index.ts';

/** DELETE /omnis/v3/divisions/{division}/settings/search-redirects/{id}/ → { removed: id }. */
export const DELETE = ownerEndpoint('dashboard.settings', async (scope, { params }) => {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new ApiError('notFound', 'Search redirect not found');
  await removeSearchRedirectItem(scope, id);
  return json({ removed: id });
});
