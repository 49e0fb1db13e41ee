import { basketAnswer, basketEndpoint, methodNotAllowed, requestOwner } from '../../../../../api/basket-request.ts';

/** GET /omnis/v3/basket/main/list/ — spec §7: { items } (spec §3 cart items); also refreshes the header hints. */
export const GET = basketEndpoint(async (scope, context) => basketAnswer(context, scope, requestOwner(context), 'main', '/basket/'));

export const ALL = methodNotAllowed;
