import { z } from 'zod';
import { messages } from '../../../../lib/validation/messages.ts';
import { storeEndpoint } from '../../../../api/endpoint.ts';
import { readJson } from '../../../../api/body.ts';
import { ApiError } from '../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../api/respond.ts';
import { PayInput } from '../../../../schemas/payment.ts';
import { CARD_FIELDS_REFUSED, payOrder, paymentProvider, takesCardsInBrowser } from '../../../../server/commerce/index.ts';
import { publicOrigin } from '../../../../lib/public-origin.ts';
import { requestOwner, setHintCookies } from '../../../../api/basket-request.ts';

/** The order's id as in its /pay/{order}/ address. */
const PayBody = z.object({ order: z.uuid({ error: messages.required }) });

/**
 * POST /omnis/v3/payments/pay/ — one attempt: { order, idempotencyKey, number, expiry, cvc, name }.
 * 200 { status: 'paid', redirect } (the receipt, or a bespoke order's page); 402 { status: 'declined',
 * message }; 202 while the attempt with that key still runs; the same key never charges twice.
 * With Stripe, cards are taken by Stripe.js on /pay/, never here: 400 whatever the body.
 */
export const POST = storeEndpoint(async (scope, context) => {
  const { request, url, locals } = context;
  const provider = paymentProvider();
  if (takesCardsInBrowser(provider)) throw new ApiError('badRequest', CARD_FIELDS_REFUSED);
  const body = await readJson(request, z.record(z.string(), z.unknown()));
  const { order } = PayBody.parse(body);
  const input = PayInput(new Date()).parse(body);
  const secure = locals.identity?.secure ?? url.protocol === 'https:';
  const result = await payOrder(scope, order, input, {
    provider,
    origin: publicOrigin(url, secure),
    userId: locals.identity?.user?.id ?? null,
  });
  if (result.kind === 'paid') {
    // The basket was emptied: the header's count hint follows.
    await setHintCookies(context, scope, requestOwner(context));
    return json({ status: 'paid', redirect: result.location ?? `/receipt/${result.hash}` });
  }
  if (result.kind === 'declined') return json({ status: 'declined', message: result.message }, 402);
  return json({ status: 'processing', message: result.message }, 202);
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
