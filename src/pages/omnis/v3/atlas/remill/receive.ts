import { staffEndpoint } from '../../../../../api/staff-endpoint.ts';
import { readJson } from '../../../../../api/body.ts';
import { ApiError } from '../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../api/respond.ts';
import { receiveReturnOffer, shopOriginFrom } from '../../../../../server/fulfilment/index.ts';
import { ReceiveInput } from '../../../../../schemas/remill.ts';

/**
 * POST /omnis/v3/atlas/remill/receive/ { code } — staff only: the parcel with this free
 * returns label arrived. Makes and mails the single-use coupon once; sent again, answers
 * with the same coupon (alreadyReceived: true) and sends nothing.
 */
export const POST = staffEndpoint(async (scope, { request, url, locals }) => {
  const { code } = await readJson(request, ReceiveInput);
  const offer = await receiveReturnOffer(scope.db, code, { staffUserId: locals.identity.user!.id, shopOrigin: shopOriginFrom(url) });
  return json({ offer });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
