import { ownerEndpoint } from '../../../../../../../api/owner-endpoint.ts';
import { readJson } from '../../../../../../../api/body.ts';
import { ApiError } from '../../../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../../api/respond.ts';
import { CollectionOrderBody } from '../../../../../../../schemas/collection.ts';
import { collectionProductItems, orderCollection } from '../../../../../../../server/merchant/index.ts';
import { routeId } from '../../../../../../../api/route-id.ts';

/** GET /omnis/v3/dashboard/store/collections/{id}/products/ → { products }: in the collection's order. */
export const GET = ownerEndpoint('dashboard.products', async (scope, { params }) =>
  json({ products: await collectionProductItems(scope, routeId(params.id, 'collection')) }),
);

/** PUT { productIds } → { products }: these products, in this order (another store's product: 403, nothing written). */
export const PUT = ownerEndpoint('dashboard.products', async (scope, { params, request }) => {
  const id = routeId(params.id, 'collection');
  return json({ products: await orderCollection(scope, id, await readJson(request, CollectionOrderBody)) });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
