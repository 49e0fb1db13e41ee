import { ApiError } from '../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../api/respond.ts';
import { staffEndpoint } from '../../../../../api/staff-endpoint.ts';
import { ordersListCall } from '../../../../../server/fulfilment/index.ts';

/** GET /omnis/v3/atlas/orders/?q&status&store&factory&priority&flow&from&to&sort&size&after|before → { orders, next, previous } (staff only). */
export const GET = staffEndpoint(async (scope, { url }) => json(await ordersListCall(scope.db, url.searchParams)));

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
