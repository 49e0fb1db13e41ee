import { basketAnswer, basketEndpoint, formReturn, methodNotAllowed, readBasketBody, requestOwner } from '../../../../../api/basket-request.ts';
import { AddItemBody } from '../../../../../schemas/basket.ts';
import { addItem } from '../../../../../server/commerce/index.ts';
import { IDEMPOTENCY_HEADER, onceByKey } from '../../../../../server/storefront/index.ts';

/**
 * POST /omnis/v3/frontend/product/addItemToCart/ — { item: { productId | productUrl,
 * productColor, productSize, bundleOptions? }, name } → { items }. The product page's plain
 * form posts the same fields (item[productUrl]…) and is sent on to /basket/?added=1 (303).
 */
export const POST = basketEndpoint(async (scope, context) => {
  const body = await readBasketBody(context.request, AddItemBody);
  // A change queued offline carries a key: sent again, it is not added twice.
  await onceByKey(scope, context.request.headers.get(IDEMPOTENCY_HEADER), () => addItem(scope, () => requestOwner(context, true), body.name, body.item));
  const owner = requestOwner(context);
  const back = formReturn(body.name, undefined, body.name === 'main' ? '/basket/?added=1' : '/favourites/?added=1');
  return basketAnswer(context, scope, owner, body.name, back);
});

export const ALL = methodNotAllowed;
