import { storeEndpoint } from '../../../../../../api/endpoint.ts';
import { readJson } from '../../../../../../api/body.ts';
import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../api/respond.ts';
import { requestReturnOffer } from '../../../../../../server/fulfilment/index.ts';
import { ReturnOfferInput } from '../../../../../../schemas/remill.ts';
import { RETURN_OFFER_MESSAGES } from '../../../../../../lib/remill-calls.ts';
import { publicOrigin } from '../../../../../../lib/public-origin.ts';

/**
 * POST /omnis/v3/frontend/retex/remill/submit/ — the free return offer ({ email }, X-XSRF-TOKEN):
 * 422 with the validation messages, 429 with Retry-After past the limits, else the offer is
 * recorded and the prepaid label e-mailed: { type: 'success', message }.
 */
export const POST = storeEndpoint(async (scope, { request, url, locals }) => {
  const input = await readJson(request, ReturnOfferInput);
  const secure = locals.identity?.secure ?? url.protocol === 'https:';
  await requestReturnOffer(scope, input, { clientIp: locals.identity?.clientIp ?? '', origin: publicOrigin(url, secure) });
  return json({ type: 'success', message: RETURN_OFFER_MESSAGES.success });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
