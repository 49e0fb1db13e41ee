import { z } from 'zod';
import { ownerEndpoint } from '../../../../../../api/owner-endpoint.ts';
import { json } from '../../../../../../api/respond.ts';
import { productImages } from '../../../../../../server/merchant/index.ts';

const Query = z.object({ search: z.string().trim().max(100).default('') });

/** GET /omnis/v3/divisions/{division}/media/product-images?search= → { data: ProductImages[] }: the store's product pictures. */
export const GET = ownerEndpoint('dashboard.pages', async (scope, { url }) => {
  const { search } = Query.parse(Object.fromEntries(url.searchParams));
  return json({ data: await productImages(scope, search) });
});
