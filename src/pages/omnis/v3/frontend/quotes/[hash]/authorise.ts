import { storeEndpoint } from '../../../../../../api/endpoint.ts';
import { ApiError } from '../../../../../../server/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../server/errors/respond.ts';
import { authoriseTerms } from '../../../../../../server/quotes/customer-actions.ts';
import { quoteRequester } from '../../../../../../server/quotes/requester.ts';

/** POST /omnis/v3/frontend/quotes/{hash}/authorise/ → { quote }: bespoke_requested_terms → bespoke_authorised_terms (422 in any other status). */
export const POST = storeEndpoint(async (scope, context) => {
  const { origin, userId } = quoteRequester(context);
  return json({ quote: await authoriseTerms(scope, context.params.hash ?? '', { origin, userId }) });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
