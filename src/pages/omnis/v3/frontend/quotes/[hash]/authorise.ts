import { storeEndpoint } from '../../../../../../api/endpoint.ts';
import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../api/respond.ts';
import { authoriseTerms } from '../../../../../../server/fulfilment/index.ts';
import { quoteRequester } from '../../../../../../api/quote-requester.ts';

/** POST /omnis/v3/frontend/quotes/{hash}/authorise/ → { quote }: bespoke_requested_terms → bespoke_authorised_terms (422 in any other status). */
export const POST = storeEndpoint(async (scope, context) => {
  const { origin, userId } = quoteRequester(context);
  return json({ quote: await authoriseTerms(scope, context.params.hash ?? '', { origin, userId }) });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
