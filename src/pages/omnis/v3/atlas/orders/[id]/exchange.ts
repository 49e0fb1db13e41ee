import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { errorResponse } from '../../../../../../api/respond.ts';
import { atlasOrderAction } from '../../../../../../api/atlas-order-action.ts';
import { ExchangeBody } from '../../../../../../schemas/atlas-order.ts';
import { exchangeAtlasOrder } from '../../../../../../server/fulfilment/index.ts';

/** POST /omnis/v3/atlas/orders/{id}/exchange/ — staff only: make a free exchange child order ({ items: [{ parentItemId, quantity, size?, colour? }] }). JSON, or a form post answered by a 303 back to the order page. */
export const POST = atlasOrderAction(ExchangeBody, exchangeAtlasOrder);

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
