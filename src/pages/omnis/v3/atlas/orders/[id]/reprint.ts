import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { errorResponse } from '../../../../../../api/respond.ts';
import { atlasOrderAction } from '../../../../../../api/atlas-order-action.ts';
import { ReprintBody } from '../../../../../../schemas/atlas-order.ts';
import { reprintAtlasOrder } from '../../../../../../server/fulfilment/index.ts';

/** POST /omnis/v3/atlas/orders/{id}/reprint/ — staff only: make a free reprint child order ({ reason, items: [{ parentItemId, quantity }] }). JSON, or a form post answered by a 303 back to the order page. */
export const POST = atlasOrderAction(ReprintBody, reprintAtlasOrder);

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
