import { storeEndpoint } from '../../../../../../api/endpoint.ts';
import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../api/respond.ts';
import { quoteView, requireQuote } from '../../../../../../server/fulfilment/index.ts';
import { updateQuote } from '../../../../../../server/fulfilment/index.ts';
import { readQuoteBody } from '../../../../../../api/quote-body.ts';
import { quoteRequester } from '../../../../../../api/quote-requester.ts';

/** GET /omnis/v3/frontend/quotes/{hash}/ → { quote }: this store's bespoke order by its hash (404 otherwise). */
export const GET = storeEndpoint(async (scope, { params }) =>
  json({ quote: quoteView(await requireQuote(scope, params.hash ?? '')) }, 200, { 'cache-control': 'private, no-store' }),
);

/** POST (multipart, as on create) → { quote }: changes the quote while it waits for an answer (422 after). */
export const POST = storeEndpoint(async (scope, context) => {
  const body = await readQuoteBody(context.request);
  return json({ quote: await updateQuote(scope, context.params.hash ?? '', body, quoteRequester(context)) });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
