import { storeEndpoint } from '../../../../api/endpoint.ts';
import { readJson } from '../../../../api/body.ts';
import { ApiError } from '../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../api/respond.ts';
import { ProductsFetchInput } from '../../../../schemas/catalogue-calls.ts';
import { fetchProductsByIds } from '../../../../server/catalogue/index.ts';
import { reviewSummaries } from '../../../../server/catalogue/index.ts';
import { apiProduct } from '../../../../server/catalogue/index.ts';

/** POST /omnis/v3/products/fetch/ { product_ids }: the host store's products among them, in the order asked. */
export const POST = storeEndpoint(async (scope, { request }) => {
  const { product_ids } = await readJson(request, ProductsFetchInput);
  const products = await fetchProductsByIds(scope, product_ids);
  const reviews = await reviewSummaries(
    scope,
    products.map((product) => product.id),
  );
  return json({ data: products.map((product) => apiProduct(product, reviews.get(product.id))) });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
