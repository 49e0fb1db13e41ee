import { staffEndpoint } from '../../../../../api/staff-endpoint.ts';
import { json } from '../../../../../api/respond.ts';
import { listCustomers } from '../../../../../server/accounts/index.ts';
import { parsePageParam } from '../../../../../lib/pagination.ts';
import { ApiError } from '../../../../../platform/errors/api-error.ts';

/** GET /omnis/v3/atlas/customers/?search=&leadStatus=&tag=&page= (staff): the CRM list, paginated. */
export const GET = staffEndpoint(async (scope, context) => {
  const params = context.url.searchParams;
  const page = parsePageParam(params.get('page'));
  if (page === undefined) throw new ApiError('notFound');
  return json(
    await listCustomers(scope.db, { search: params.get('search') ?? '', leadStatus: params.get('leadStatus') ?? '', tag: params.get('tag') ?? '', page }),
  );
});
