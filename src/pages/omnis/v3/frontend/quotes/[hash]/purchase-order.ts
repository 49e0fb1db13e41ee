import { storeEndpoint } from '../../../../../../api/endpoint.ts';
import { ApiError } from '../../../../../../server/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../server/errors/respond.ts';
import { givePurchaseOrder } from '../../../../../../server/quotes/customer-actions.ts';
import { readQuoteBody } from '../../../../../../server/quotes/quote-body.ts';
import { quoteRequester } from '../../../../../../server/quotes/requester.ts';

/** POST /omnis/v3/frontend/quotes/{hash}/purchase-order/ { poNumber } → { quote }: bespoke_approved → po_confirmed. */
export const POST = storeEndpoint(async (scope, context) => {
  const { fields } = await readQuoteBody(context.request);
  const { origin, userId } = quoteRequester(context);
  return json({ quote: await givePurchaseOrder(scope, context.params.hash ?? '', fields, { origin, userId }) });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
