import { storeEndpoint } from '../../../../../api/endpoint.ts';
import { ApiError } from '../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../api/respond.ts';
import { DivisionParam, DivisionProductsQuery, queryObject } from '../../../../../schemas/catalogue-calls.ts';
import { requireHostDivision } from '../../../../../server/catalogue/index.ts';
import { divisionProducts } from '../../../../../server/catalogue/index.ts';

/** GET /omnis/v3/division/{division}/products/?limit&collection&sort&removeDuplicates. */
export const GET = storeEndpoint(async (scope, { params, url }) => {
  await requireHostDivision(scope, DivisionParam.parse(params.division ?? ''));
  const query = DivisionProductsQuery.parse(queryObject(url.searchParams));
  return json({ data: await divisionProducts(scope, query) });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
