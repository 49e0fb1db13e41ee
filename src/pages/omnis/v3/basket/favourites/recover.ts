import { basketAnswer, basketEndpoint, methodNotAllowed, readBasketBody, requestOwner } from '../../../../../api/basket-request.ts';
import { RecoverBody } from '../../../../../schemas/basket.ts';
import { assertBasketOpen } from '../../../../../server/commerce/index.ts';
import { recoverFavourites } from '../../../../../server/commerce/index.ts';

/** POST /omnis/v3/basket/favourites/recover/ — { br } → { items }: the mailed list joins this browser's favourites. */
export const POST = basketEndpoint(
  async (scope, context) => {
    assertBasketOpen(scope, 'favourites');
    const { br } = await readBasketBody(context.request, RecoverBody);
    await recoverFavourites(scope, () => requestOwner(context, true), br);
    const owner = requestOwner(context);
    return basketAnswer(context, scope, owner, 'favourites', '/favourites/?recovered=1');
  },
  () => '/favourites/',
);

export const ALL = methodNotAllowed;
