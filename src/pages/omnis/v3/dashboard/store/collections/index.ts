import { ownerEndpoint } from '../../../../../../api/owner-endpoint.ts';
import { readJson } from '../../../../../../api/body.ts';
import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../api/respond.ts';
import { CollectionBody } from '../../../../../../schemas/collection.ts';
import { createOwnerCollection, listOwnerCollections } from '../../../../../../server/merchant/index.ts';

/** GET /omnis/v3/dashboard/store/collections/ → { collections }: the store's collections with their product counts. */
export const GET = ownerEndpoint('dashboard.products', async (scope) => json({ collections: await listOwnerCollections(scope) }));

/** POST CollectionBody → 201 { collection }. */
export const POST = ownerEndpoint('dashboard.products', async (scope, { request }) => {
  return json({ collection: await createOwnerCollection(scope, await readJson(request, CollectionBody)) }, 201);
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
