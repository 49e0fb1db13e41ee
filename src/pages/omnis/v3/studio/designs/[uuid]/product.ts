import { storeEndpoint } from '../../../../../../api/endpoint.ts';
import { readJson } from '../../../../../../api/body.ts';
import { json } from '../../../../../../api/respond.ts';
import { methodNotAllowed } from '../../../../../../api/basket-request.ts';
import { DesignProductBody } from '../../../../../../schemas/studio-calls.ts';
import { createDesignProduct } from '../../../../../../server/studio/index.ts';

/** POST /omnis/v3/studio/designs/{uuid}/product/ — DesignProductBody → 201 { product } (200 with the one already made). */
export const POST = storeEndpoint(async (scope, context) => {
  const body = await readJson(context.request, DesignProductBody);
  const { product, created } = await createDesignProduct(scope, context.locals.identity, String(context.params.uuid), body);
  return json({ product }, created ? 201 : 200);
});

export const ALL = methodNotAllowed;
