import { basketEndpoint, isFormPost, methodNotAllowed, readBasketBody, requestOwner } from '../../../../../api/basket-request.ts';
import { EmailForLaterBody } from '../../../../../schemas/basket.ts';
import { assertBasketOpen } from '../../../../../server/commerce/index.ts';
import { emailFavouritesForLater } from '../../../../../server/commerce/index.ts';
import { json } from '../../../../../api/respond.ts';
import { publicOrigin } from '../../../../../lib/public-origin.ts';

export const EMAIL_SENT = "We've emailed you a link to your favourites";

/** POST /omnis/v3/basket/favourites/email-for-later — { email }; mails a link that restores the list. */
export const POST = basketEndpoint(
  async (scope, context) => {
    assertBasketOpen(scope, 'favourites');
    const { email } = await readBasketBody(context.request, EmailForLaterBody);
    const secure = context.locals.identity?.secure ?? context.url.protocol === 'https:';
    await emailFavouritesForLater(scope, requestOwner(context), email, { origin: publicOrigin(context.url, secure) });
    if (isFormPost(context.request)) return new Response(null, { status: 303, headers: { location: '/favourites/?emailed=1', 'cache-control': 'no-store' } });
    return json({ message: EMAIL_SENT });
  },
  () => '/favourites/',
);

export const ALL = methodNotAllowed;
