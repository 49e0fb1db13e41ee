import { storeEndpoint } from '../../../../../api/endpoint.ts';
import { ApiError } from '../../../../../server/errors/api-error.ts';
import { errorResponse, json } from '../../../../../server/errors/respond.ts';
import { DivisionParam, DivisionProductsQuery, queryObject } from '../../../../../schemas/catalogue-calls.ts';
import { requireHostDivision } from '../../../../../server/catalogue/division-param.ts';
import { divisionProducts } from '../../../../../server/catalogue/division-products.ts';

/** GET /omnis/v3/division/{division}/products/?limit&collection&sort&removeDuplicates. */
export const GET = storeEndpoint(async (scope, { params, url }) => {
  await requireHostDivision(scope, DivisionParam.parse(params.division ?? ''));
  const query = DivisionProductsQuery.parse(queryObject(url.searchParams));
  return json({ data: await divisionProducts(scope, query) });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
