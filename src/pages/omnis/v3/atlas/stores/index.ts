import { ApiError } from '../../../../../server/errors/api-error.ts';
import { errorResponse, json } from '../../../../../server/errors/respond.ts';
import { staffEndpoint } from '../../../../../server/product-approval/staff-endpoint.ts';
import { listStores } from '../../../../../server/store-approval/store-list.ts';
import { storeListQuery } from '../../../../../server/store-approval/list-query.ts';

/** GET /omnis/v3/atlas/stores/?status=&search=&page= → StoreListPage: every store with its approval status (staff only). */
export const GET = staffEndpoint(async (scope, { url }) => json(await listStores(scope.db, storeListQuery(url.searchParams))));

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
