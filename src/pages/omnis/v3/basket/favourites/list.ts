import { basketAnswer, basketEndpoint, methodNotAllowed, requestOwner } from '../../../../../api/basket-request.ts';
import { assertBasketOpen } from '../../../../../server/commerce/index.ts';

/** GET /omnis/v3/basket/favourites/list/ — { items } (favourite items). */
export const GET = basketEndpoint(async (scope, context) => {
  assertBasketOpen(scope, 'favourites');
  return basketAnswer(context, scope, requestOwner(context), 'favourites', '/favourites/');
});

export const ALL = methodNotAllowed;
