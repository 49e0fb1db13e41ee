import { staffEndpoint } from '../../../../../api/staff-endpoint.ts';
import { ApiError } from '../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../api/respond.ts';
import { listStaffQuotes, readTab } from '../../../../../server/fulfilment/index.ts';

/** GET /omnis/v3/atlas/quotes/?status=answer|mockup|customer|production|closed|po&page= → StaffQuotePage (staff only). */
export const GET = staffEndpoint(async (scope, { url }) => {
  const page = await listStaffQuotes(scope.db, readTab(url.searchParams.get('status')), Number(url.searchParams.get('page') ?? 1));
  return json(page, 200, { 'cache-control': 'private, no-store' });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
