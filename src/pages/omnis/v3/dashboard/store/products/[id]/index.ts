import { ownerEndpoint } from '../../../../../../../api/owner-endpoint.ts';
import { readJson } from '../../../../../../../api/body.ts';
import { ApiError } from '../../../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../../api/respond.ts';
import { OwnerProductUpdate } from '../../../../../../../schemas/owner-product.ts';
import { ownerProduct } from '../../../../../../../server/merchant/index.ts';
import { updateOwnerProduct } from '../../../../../../../server/merchant/index.ts';
import { ownerProductItem } from '../../../../../../../server/merchant/index.ts';
import { routeId } from '../../../../../../../api/route-id.ts';

/** GET /omnis/v3/dashboard/store/products/{id}/ → { product }: one of the store's products (another store's: 403). */
export const GET = ownerEndpoint('dashboard.products', async (scope, { params }) => {
  const product = await ownerProduct(scope, routeId(params.id));
  return json({ product: { ...product, ...ownerProductItem(product) } });
});

/** PATCH OwnerProductUpdate → { product }: the edit screen's save; a listed product's store is rebuilt. */
export const PATCH = ownerEndpoint('dashboard.products', async (scope, { params, request }) => {
  const id = routeId(params.id);
  const product = await updateOwnerProduct(scope, id, await readJson(request, OwnerProductUpdate));
  return json({ product: { ...product, ...ownerProductItem(product) } });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
