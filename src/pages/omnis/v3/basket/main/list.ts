import { basketAnswer, basketEndpoint, methodNotAllowed, requestOwner } from '../../../../../api/basket-request.ts';

/** GET /omnis/v3/basket/main/list/ — { items } (cart items); also refreshes the header hints. */
export const GET = basketEndpoint(async (scope, context) => basketAnswer(context, scope, requestOwner(context), 'main', '/basket/'));

export const ALL = methodNotAllowed;
