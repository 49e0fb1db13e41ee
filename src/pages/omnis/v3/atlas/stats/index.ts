import { ApiError } from '../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../api/respond.ts';
import { staffEndpoint } from '../../../../../api/staff-endpoint.ts';
import { parseStatsParams, statsQuery } from '../../../../../server/accounts/index.ts';
import { atlasStats } from '../../../../../server/accounts/index.ts';

/** GET /omnis/v3/atlas/stats/?store=&date=&lateAfter= → { stats }: the back office's home figures (staff only). */
export const GET = staffEndpoint(async (scope, { url }) => {
  const parsed = parseStatsParams(url.searchParams);
  if (!parsed.ok) throw ApiError.validation(parsed.errors);
  const query = await statsQuery(scope.db, parsed.params);
  if (!query) throw new ApiError('notFound', 'No such store.');
  return json({ stats: await atlasStats(scope.db, query) });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
