import { storeEndpoint } from '../../../../api/endpoint.ts';
import { ApiError } from '../../../../server/errors/api-error.ts';
import { errorResponse, json } from '../../../../server/errors/respond.ts';
import { ArtemisQuery, queryObject } from '../../../../schemas/catalogue-calls.ts';
import { requireHostDivision } from '../../../../server/catalogue/division-param.ts';
import { artemisQuery } from '../../../../server/catalogue/artemis-query.ts';

/** GET /omnis/v3/artemis/query/?macros&page&perPage&searchTerm&division: a page of search results with thumbnails.original. */
export const GET = storeEndpoint(async (scope, { url }) => {
  const query = ArtemisQuery.parse(queryObject(url.searchParams));
  if (query.division !== undefined) await requireHostDivision(scope, query.division);
  return json(await artemisQuery(scope, query));
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
