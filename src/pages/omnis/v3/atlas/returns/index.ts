import { ApiError } from '../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../api/respond.ts';
import { staffEndpoint } from '../../../../../api/staff-endpoint.ts';
import { isReturnStatus, returnsPage } from '../../../../../server/fulfilment/index.ts';
import { parsePageParam } from '../../../../../lib/pagination.ts';

/** GET /omnis/v3/atlas/returns/?status=&page= → ReturnsPage: every store's return logs, newest first (staff only). */
export const GET = staffEndpoint(async (scope, { url }) => {
  const status = url.searchParams.get('status') || null;
  if (status !== null && !isReturnStatus(status)) throw ApiError.validation({ status: ['Choose requested, received or inspected.'] });
  const page = parsePageParam(url.searchParams.get('page'));
  if (page === undefined) throw new ApiError('notFound', 'No such page.');
  return json(await returnsPage(scope.db, status, page));
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
