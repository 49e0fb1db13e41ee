import { basketAnswer, basketEndpoint, methodNotAllowed, readBasketBody, requestOwner } from '../../../../api/basket-request.ts';
import { UpdateBody } from '../../../../schemas/basket.ts';
import { findBasket } from '../../../../server/commerce/index.ts';
import { updateLine } from '../../../../server/commerce/index.ts';
import { IDEMPOTENCY_HEADER, onceByKey } from '../../../../server/storefront/index.ts';

/** POST /omnis/v3/basket/update/ — { key, quantity } → { items } (main basket; quantity 1–99). */
export const POST = basketEndpoint(async (scope, context) => {
  const body = await readBasketBody(context.request, UpdateBody);
  const owner = requestOwner(context);
  // A quantity change queued offline carries a key: replayed, it does nothing more.
  await onceByKey(scope, context.request.headers.get(IDEMPOTENCY_HEADER), async () =>
    updateLine(scope, await findBasket(scope.db, scope.division.id, 'main', owner), body.key, body.quantity),
  );
  return basketAnswer(context, scope, owner, 'main', '/basket/');
});

export const ALL = methodNotAllowed;
