import { staffEndpoint } from '../../../../../../server/product-approval/staff-endpoint.ts';
import { ApiError } from '../../../../../../server/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../server/errors/respond.ts';
import { moveBespokeOrder } from '../../../../../../server/quotes/staff-quotes.ts';
import { readQuoteBody } from '../../../../../../server/quotes/quote-body.ts';
import { staffActor } from '../../../../../../server/quotes/staff-actor.ts';
import { orderIdParam } from '../../../../../../server/quotes/order-id-param.ts';

/** /omnis/v3/atlas/quotes/{orderId}/move/ — POST { from, to } → { quote }: along the bespoke flow from bespoke_paid / po_confirmed on (staff only). */
export const POST = staffEndpoint(async (scope, context) => {
  const orderId = orderIdParam(context.params.id);
  return json({ quote: await moveBespokeOrder(scope.db, orderId, (await readQuoteBody(context.request)).fields, staffActor(context)) });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
