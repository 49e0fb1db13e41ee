import { staffEndpoint } from '../../../../../api/staff-endpoint.ts';
import { ApiError } from '../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../api/respond.ts';
import { listReturnOffers, offerQuery } from '../../../../../server/fulfilment/index.ts';

/** GET /omnis/v3/atlas/remill/offers/?status=&page= — staff only: free return offers of every store, newest first. */
export const GET = staffEndpoint(async (scope, { url }) => json(await listReturnOffers(scope.db, offerQuery(url.searchParams))));

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
