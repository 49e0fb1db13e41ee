import { ownerEndpoint } from '../../../../../../api/owner-endpoint.ts';
import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../api/respond.ts';
import { affiliateStats } from '../../../../../../server/commerce/index.ts';

/**
 * GET /omnis/v3/divisions/{division}/affiliates/stats/?code= — clicks, orders, revenue and
 * commission from paid orders: totals, per affiliate (one with ?code=) and per month.
 */
export const GET = ownerEndpoint('dashboard.settings', async (scope, { url }) => {
  const code = url.searchParams.get('code')?.trim().toLowerCase() || undefined;
  return json(await affiliateStats(scope, { code }));
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
