import { z } from 'zod';
import { ownerEndpoint } from '../../../../../../api/owner-endpoint.ts';
import { readJson } from '../../../../../../api/body.ts';
import { errorResponse, json } from '../../../../../../api/respond.ts';
import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { magicModelChoices, magicModelPreview, useMagicModel } from '../../../../../../server/merchant/index.ts';
import { MagicModelBody, MagicModelPreviewQuery } from '../../../../../../schemas/magic-model.ts';

const ChoicesQuery = z.object({ search: z.string().trim().max(100).default('') });

/**
 * GET ?product={id}&scene={name} → the preview (image/webp, cached by content hash);
 * GET without `product` → { scenes, products } to choose from (the magic model creator popup).
 */
export const GET = ownerEndpoint('dashboard.products', async (scope, { url, request }) => {
  const query = Object.fromEntries(url.searchParams);
  if (query.product === undefined) return json(await magicModelChoices(scope, ChoicesQuery.parse(query).search));
  const { product, scene } = MagicModelPreviewQuery.parse(query);
  const preview = await magicModelPreview(scope, product, scene);
  const headers = { 'content-type': 'image/webp', 'cache-control': 'private, max-age=3600', etag: `"${preview.hash}"`, 'x-content-type-options': 'nosniff' };
  if (request.headers.get('if-none-match') === headers.etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(preview.bytes), { status: 200, headers });
});

/** POST { productId, scene } → { image, productId, images, added }: "Use as product image" (201; 200 when the product already had it). */
export const POST = ownerEndpoint('dashboard.products', async (scope, { request }) => {
  const body = await readJson(request, MagicModelBody);
  const answer = await useMagicModel(scope, body.productId, body.scene);
  return json(answer, answer.added ? 201 : 200);
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
