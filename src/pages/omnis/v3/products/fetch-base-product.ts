import { storeEndpoint } from '../../../../api/endpoint.ts';
import { ApiError } from '../../../../server/errors/api-error.ts';
import { errorResponse, json } from '../../../../server/errors/respond.ts';
import { BaseProductQuery, queryObject } from '../../../../schemas/catalogue-calls.ts';
import { fetchBaseProduct } from '../../../../server/catalogue/fetch-products.ts';
import { apiProduct } from '../../../../server/catalogue/api-shapes.ts';

/** GET /omnis/v3/products/fetch-base-product/?sku=: the blank garment behind a sku of this store. */
export const GET = storeEndpoint(async (scope, { url }) => {
  const { sku } = BaseProductQuery.parse(queryObject(url.searchParams));
  const product = await fetchBaseProduct(scope, sku);
  if (!product) throw new ApiError('notFound', 'No base product for this sku.');
  return json({ data: { ...apiProduct(product), type: product.type, options: product.options } });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
