import { storeEndpoint } from '../../../../api/endpoint.ts';
import { readJson } from '../../../../api/body.ts';
import { ApiError } from '../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../api/respond.ts';
import { z } from 'zod';
import { placeOrder } from '../../../../server/commerce/index.ts';
import { VISITOR_COOKIE } from '../../../../server/commerce/index.ts';
import { AFFILIATE_COOKIE } from '../../../../server/commerce/index.ts';
import { SPLIT_TEST_COOKIE } from '../../../../lib/split-tests/cookie.ts';

/**
 * POST /omnis/v3/checkout/orders/ — places the order of the shopper's basket (the JSON twin
 * of the /checkout/ form): { email, shippingAddress, billingSameAsShipping?, billingAddress?,
 * shippingMethod, couponCode? }. 201 { order: { uuid, total, payUrl } }; invalid fields are
 * a 422 with the validation message of each field; an empty basket a 422 on "_".
 */
export const POST = storeEndpoint(async (scope, { request, cookies, locals }) => {
  const body = await readJson(request, z.record(z.string(), z.unknown()));
  const order = await placeOrder(scope, body, {
    visitorToken: cookies.get(VISITOR_COOKIE)?.value,
    userId: locals.identity?.user?.id ?? null,
    affiliateCookie: cookies.get(AFFILIATE_COOKIE)?.value,
    splitTestCookie: cookies.get(SPLIT_TEST_COOKIE)?.value,
  });
  return json({ order: { uuid: order.uuid, total: order.total, payUrl: `/pay/${order.uuid}/` } }, 201);
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
