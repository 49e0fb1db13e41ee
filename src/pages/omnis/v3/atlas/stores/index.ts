import { ApiError } from '../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../api/respond.ts';
import { staffEndpoint } from '../../../../../api/staff-endpoint.ts';
import { listStores } from '../../../../../server/stores/index.ts';
import { storeListQuery } from '../../../../../server/stores/index.ts';

/** GET /omnis/v3/atlas/stores/?status=&search=&page= → StoreListPage: every store with its approval status (staff only). */
export const GET = staffEndpoint(async (scope, { url }) => json(await listStores(scope.db, storeListQuery(url.searchParams))));

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
