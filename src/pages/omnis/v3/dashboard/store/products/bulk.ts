import { ownerEndpoint } from '../../../../../../api/owner-endpoint.ts';
import { readJson } from '../../../../../../api/body.ts';
import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../api/respond.ts';
import { BulkEnableBody } from '../../../../../../schemas/owner-product.ts';
import { setProductsEnabled } from '../../../../../../server/merchant/index.ts';

/** POST /omnis/v3/dashboard/store/products/bulk/ { ids, enabled } → { updated }: all of this store's, or 403 and nothing written. */
export const POST = ownerEndpoint('dashboard.products', async (scope, { request }) => {
  const body = await readJson(request, BulkEnableBody);
  return json({ updated: await setProductsEnabled(scope, body), enabled: body.enabled });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
