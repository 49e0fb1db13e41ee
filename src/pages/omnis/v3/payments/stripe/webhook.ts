import { endpoint } from '../../../../../api/endpoint.ts';
import { ApiError } from '../../../../../server/errors/api-error.ts';
import { errorResponse, json } from '../../../../../server/errors/respond.ts';
import { paymentProvider } from '../../../../../server/payments/providers.ts';
import { handlePaymentWebhook } from '../../../../../server/payments/webhook.ts';
import { WebhookSignatureError } from '../../../../../server/payments/provider.ts';

const MAX_BODY_BYTES = 256 * 1024;

/**
 * POST /omnis/v3/payments/stripe/webhook/ — Stripe's events, verified on the raw body with
 * the endpoint secret (a bad signature is a 400 and changes nothing). Not store-scoped: the
 * event names its PaymentIntent, whose attempt names the order and so the store.
 */
export const POST = endpoint(async ({ request, locals }) => {
  const provider = paymentProvider();
  if (provider.name !== 'stripe') throw new ApiError('notFound');
  const rawBody = await request.text();
  if (rawBody.length > MAX_BODY_BYTES) throw new ApiError('payloadTooLarge');
  const { db } = locals.runtime;
  let result: Awaited<ReturnType<typeof handlePaymentWebhook>>;
  try {
    result = await handlePaymentWebhook(db, provider, { rawBody, headers: request.headers });
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new ApiError('badRequest', error.message, { cause: error });
    throw error;
  }
  return json({ received: true, result });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
