import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../api/respond.ts';
import { staffEndpoint } from '../../../../../../api/staff-endpoint.ts';
import { pickingList } from '../../../../../../server/fulfilment/index.ts';

/** GET /omnis/v3/atlas/factory/picking/?factory= → { groups }: labels to pick by pickface (staff only). */
export const GET = staffEndpoint(async (scope, { url }) => json({ groups: await pickingList(scope.db, url.searchParams.get('factory') ?? '') }));

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
