import { storeEndpoint } from '../../../../api/endpoint.ts';
import { ApiError } from '../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../api/respond.ts';
import { ArtemisQuery, queryObject } from '../../../../schemas/catalogue-calls.ts';
import { requireHostDivision } from '../../../../server/catalogue/index.ts';
import { artemisQuery } from '../../../../server/studio/index.ts';

/** GET /omnis/v3/artemis/query/?macros&page&perPage&searchTerm&division: a page of search results with thumbnails.original. */
export const GET = storeEndpoint(async (scope, { url }) => {
  const query = ArtemisQuery.parse(queryObject(url.searchParams));
  if (query.division !== undefined) await requireHostDivision(scope, query.division);
  return json(await artemisQuery(scope, query));
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
