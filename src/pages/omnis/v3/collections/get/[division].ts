import { storeEndpoint } from '../../../../../api/endpoint.ts';
import { ApiError } from '../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../api/respond.ts';
import { DivisionParam } from '../../../../../schemas/catalogue-calls.ts';
import { requireHostDivision } from '../../../../../server/catalogue/index.ts';
import { listCollections } from '../../../../../server/catalogue/index.ts';
import { apiCollection } from '../../../../../server/catalogue/index.ts';

/** GET /omnis/v3/collections/get/{division}/: the store's collections (name, banner thumbnails full, urlName), at most 200. */
export const GET = storeEndpoint(async (scope, { params }) => {
  await requireHostDivision(scope, DivisionParam.parse(params.division ?? ''));
  return json({ data: (await listCollections(scope)).map(apiCollection) });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
