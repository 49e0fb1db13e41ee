import { ownerEndpoint } from '../../../../../../../api/owner-endpoint.ts';
import { readJson } from '../../../../../../../api/body.ts';
import { ApiError } from '../../../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../../api/respond.ts';
import { CollectionBody } from '../../../../../../../schemas/collection.ts';
import { deleteOwnerCollection, ownerCollection, updateOwnerCollection } from '../../../../../../../server/merchant/index.ts';
import { routeId } from '../../../../../../../api/route-id.ts';

/** GET /omnis/v3/dashboard/store/collections/{id}/ → { collection }; another store's: 403. */
export const GET = ownerEndpoint('dashboard.products', async (scope, { params }) =>
  json({ collection: await ownerCollection(scope, routeId(params.id, 'collection')) }),
);

/** PATCH CollectionBody → { collection }. */
export const PATCH = ownerEndpoint('dashboard.products', async (scope, { params, request }) => {
  const id = routeId(params.id, 'collection');
  return json({ collection: await updateOwnerCollection(scope, id, await readJson(request, CollectionBody)) });
});

/** DELETE → { removed: id }: the collection goes, its products stay. */
export const DELETE = ownerEndpoint('dashboard.products', async (scope, { params }) => {
  const id = routeId(params.id, 'collection');
  await deleteOwnerCollection(scope, id);
  return json({ removed: id });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
