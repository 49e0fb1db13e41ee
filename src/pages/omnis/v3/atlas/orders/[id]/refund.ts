import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { errorResponse } from '../../../../../../api/respond.ts';
import { atlasOrderAction } from '../../../../../../api/atlas-order-action.ts';
import { RefundBody } from '../../../../../../schemas/atlas-order.ts';
import { refundAtlasOrder } from '../../../../../../server/fulfilment/index.ts';

/** POST /omnis/v3/atlas/orders/{id}/refund/ — staff only: give money back through the payment provider ({ amount, reason, idempotencyKey, moveToRefunded? }). JSON, or a form post answered by a 303 back to the order page. */
export const POST = atlasOrderAction(RefundBody, refundAtlasOrder);

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
