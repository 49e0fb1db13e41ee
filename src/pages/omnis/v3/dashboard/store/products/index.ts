import { ownerEndpoint } from '../../../../../../api/owner-endpoint.ts';
import { readJson } from '../../../../../../api/body.ts';
import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../api/respond.ts';
import { OwnerProductBody } from '../../../../../../schemas/studio-calls.ts';
import { createOwnerProduct } from '../../../../../../server/merchant/index.ts';
import { listOwnerProducts } from '../../../../../../server/merchant/index.ts';
import { ownerProductItem } from '../../../../../../server/merchant/index.ts';

/** GET /omnis/v3/dashboard/store/products/?search=&page= → OwnerProductPage: the store's products for its owner. */
export const GET = ownerEndpoint('dashboard.products', async (scope, { url }) => {
  return json(await listOwnerProducts(scope, url.searchParams.get('search') ?? '', Number(url.searchParams.get('page') ?? 1)));
});

/** POST OwnerProductBody (the ownerProducts.create call) → 201 { product }: a product for sale from a saved design, awaiting approval. */
export const POST = ownerEndpoint('dashboard.products', async (scope, { request }) => {
  const product = await createOwnerProduct(scope, await readJson(request, OwnerProductBody));
  return json({ product: { ...product, ...ownerProductItem(product) } }, 201);
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
