import { storeEndpoint } from '../../../../../api/endpoint.ts';
import { readJson } from '../../../../../api/body.ts';
import { ApiError } from '../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../api/respond.ts';
import { SUBSCRIBE_MESSAGES, subscribe, subscribedCookie } from '../../../../../server/engagement/index.ts';
import { SubscribeInput } from '../../../../../schemas/newsletter.ts';
import { publicOrigin } from '../../../../../lib/public-origin.ts';

/**
 * POST /omnis/v3/frontend/mailing-list/subscribe/ — the mailing-list subscription
 * ({ division?, mailingList, email, firstName }). Invalid fields are a 422 with the
 * validation messages; success sends the verification e-mail and sets `subscribed` (365 days).
 * The same answer whether or not the address was already on the list.
 */
export const POST = storeEndpoint(async (scope, { request, url, cookies, locals }) => {
  const input = await readJson(request, SubscribeInput);
  const secure = locals.identity?.secure ?? url.protocol === 'https:';
  await subscribe(scope, input, { origin: publicOrigin(url, secure) });
  const cookie = subscribedCookie(secure);
  cookies.set(cookie.name, cookie.value, cookie.options);
  return json({ message: SUBSCRIBE_MESSAGES.success });
});

/** Every other method gets the API's JSON answer rather than an HTML page. */
export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
