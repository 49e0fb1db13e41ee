import { storeEndpoint } from '../../../../../../api/endpoint.ts';
import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../api/respond.ts';
import { givePurchaseOrder } from '../../../../../../server/fulfilment/index.ts';
import { readQuoteBody } from '../../../../../../api/quote-body.ts';
import { quoteRequester } from '../../../../../../api/quote-requester.ts';

/** POST /omnis/v3/frontend/quotes/{hash}/purchase-order/ { poNumber } → { quote }: bespoke_approved → po_confirmed. */
export const POST = storeEndpoint(async (scope, context) => {
  const { fields } = await readQuoteBody(context.request);
  const { origin, userId } = quoteRequester(context);
  return json({ quote: await givePurchaseOrder(scope, context.params.hash ?? '', fields, { origin, userId }) });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
