import { storeEndpoint } from '../../../../api/endpoint.ts';
import { ApiError } from '../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../api/respond.ts';
import { BaseProductQuery, queryObject } from '../../../../schemas/catalogue-calls.ts';
import { fetchBaseProduct } from '../../../../server/catalogue/index.ts';
import { apiProduct } from '../../../../server/catalogue/index.ts';
import { blankStudioOf } from '../../../../server/catalogue/index.ts';

/** GET /omnis/v3/products/fetch-base-product/?sku=: the blank garment behind a sku of this store. */
export const GET = storeEndpoint(async (scope, { url }) => {
  const { sku } = BaseProductQuery.parse(queryObject(url.searchParams));
  const product = await fetchBaseProduct(scope, sku);
  if (!product) throw new ApiError('notFound', 'No base product for this sku.');
  // A blank with studio data answers its sides (print areas, costs, mockups per colour).
  const studio = await blankStudioOf(scope, product.id);
  return json({ data: { ...apiProduct(product), type: product.type, options: product.options, ...(studio && { studio }) } });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
