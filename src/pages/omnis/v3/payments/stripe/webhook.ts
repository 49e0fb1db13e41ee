import { endpoint } from '../../../../../api/endpoint.ts';
import { ApiError } from '../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../api/respond.ts';
import { paymentProvider } from '../../../../../server/commerce/index.ts';
import { handlePaymentWebhook } from '../../../../../server/commerce/index.ts';

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
  // A bad signature throws WebhookSignatureError, which the one error path answers with a 400.
  const result = await handlePaymentWebhook(db, provider, { rawBody, headers: request.headers });
  return json({ received: true, result });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
