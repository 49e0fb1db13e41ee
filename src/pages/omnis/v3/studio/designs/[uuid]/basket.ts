import { basketAnswer, basketEndpoint, methodNotAllowed, readBasketBody, requestOwner } from '../../../../../../api/basket-request.ts';
import { DesignBasketBody } from '../../../../../../schemas/studio-calls.ts';
import { addDesignToBasket } from '../../../../../../server/commerce/index.ts';

/**
 * POST /omnis/v3/studio/designs/{uuid}/basket/ — DesignBasketBody { size, quantity } → the basket's { items };
 * the account's "My designs" form posts the same fields and is sent on to /basket/?added=1 (303).
 */
export const POST = basketEndpoint(async (scope, context) => {
  const body = await readBasketBody(context.request, DesignBasketBody);
  await addDesignToBasket(scope, () => requestOwner(context, true), String(context.params.uuid), body);
  return basketAnswer(context, scope, requestOwner(context), 'main', '/basket/?added=1');
});

export const ALL = methodNotAllowed;
