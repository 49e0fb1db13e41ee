import { storeEndpoint } from '../../../../../api/endpoint.ts';
import { ApiError } from '../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../api/respond.ts';
import { createQuote } from '../../../../../server/fulfilment/index.ts';
import { readQuoteBody } from '../../../../../api/quote-body.ts';
import { quoteRequester } from '../../../../../api/quote-requester.ts';
import { quotePagePath } from '../../../../../lib/quote-pages.ts';

/**
 * POST /omnis/v3/frontend/quotes/ (multipart: the quote form's fields, optional `file` artwork;
 * X-XSRF-TOKEN) → 201 { hash, uuid, url }: a bespoke order in status quote. 422 with the
 * validation messages field by field; artwork that is not PNG, JPEG or SVG is the ext message.
 */
export const POST = storeEndpoint(async (scope, context) => {
  const body = await readQuoteBody(context.request);
  const created = await createQuote(scope, body, quoteRequester(context));
  return json({ hash: created.hash, uuid: created.uuid, url: quotePagePath(created.hash) }, 201);
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
