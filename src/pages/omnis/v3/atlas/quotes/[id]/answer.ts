import { staffEndpoint } from '../../../../../../api/staff-endpoint.ts';
import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../api/respond.ts';
import { answerQuote } from '../../../../../../server/fulfilment/index.ts';
import { readQuoteBody } from '../../../../../../api/quote-body.ts';
import { staffActor } from '../../../../../../api/quote-staff-actor.ts';
import { orderIdParam } from '../../../../../../server/fulfilment/index.ts';

/** /omnis/v3/atlas/quotes/{orderId}/answer/ — POST multipart { terms, price, file? } → { quote }: quote/bespoke_idle → bespoke_requested_terms (staff only). */
export const POST = staffEndpoint(async (scope, context) => {
  const orderId = orderIdParam(context.params.id);
  return json({ quote: await answerQuote(scope.db, orderId, await readQuoteBody(context.request), staffActor(context)) });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
