import { basketAnswer, basketEndpoint, formReturn, methodNotAllowed, readBasketBody, requestOwner } from '../../../../api/basket-request.ts';
import { RemoveBody } from '../../../../schemas/basket.ts';
import { findBasket } from '../../../../server/commerce/index.ts';
import { removeLine } from '../../../../server/commerce/index.ts';
import { assertBasketOpen } from '../../../../server/commerce/index.ts';
import { IDEMPOTENCY_HEADER, onceByKey } from '../../../../server/storefront/index.ts';

/** POST /omnis/v3/basket/remove/ — { key, name } → { items }; a form goes back to its page. */
export const POST = basketEndpoint(async (scope, context) => {
  const body = await readBasketBody(context.request, RemoveBody.extend({ return: RemoveBody.shape.key.optional() }));
  assertBasketOpen(scope, body.name);
  const owner = requestOwner(context);
  // A removal queued offline carries a key: replayed, it does nothing more.
  await onceByKey(scope, context.request.headers.get(IDEMPOTENCY_HEADER), async () =>
    removeLine(scope, await findBasket(scope.db, scope.division.id, body.name, owner), body.key),
  );
  return basketAnswer(context, scope, owner, body.name, formReturn(body.name, body.return));
});

export const ALL = methodNotAllowed;
