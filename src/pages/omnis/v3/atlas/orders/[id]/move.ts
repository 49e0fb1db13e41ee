import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { errorResponse } from '../../../../../../api/respond.ts';
import { atlasOrderAction } from '../../../../../../api/atlas-order-action.ts';
import { MoveBody } from '../../../../../../schemas/atlas-order.ts';
import { moveAtlasOrder } from '../../../../../../server/fulfilment/index.ts';

/** POST /omnis/v3/atlas/orders/{id}/move/ — staff only: move along its flow ({ to, from }: from is the status on screen; 409 when it moved on). JSON, or a form post answered by a 303 back to the order page. */
export const POST = atlasOrderAction(MoveBody, moveAtlasOrder);

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
