import { basketAnswer, basketEndpoint, methodNotAllowed, readBasketBody, requestOwner } from '../../../../../api/basket-request.ts';
import { BulkAddBody } from '../../../../../schemas/basket.ts';
import { addItems } from '../../../../../server/commerce/index.ts';

/**
 * POST /omnis/v3/frontend/product/bulkAddItemsToCart/ — { items, name } →
 * { items, message }. Available items are added together; none added is a 400.
 */
export const POST = basketEndpoint(async (scope, context) => {
  const body = await readBasketBody(context.request, BulkAddBody);
  const { message } = await addItems(scope, () => requestOwner(context, true), body.name, body.items);
  const owner = requestOwner(context);
  return basketAnswer(context, scope, owner, body.name, body.name === 'main' ? '/basket/?added=1' : '/favourites/?added=1', { message });
});

export const ALL = methodNotAllowed;
