import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { errorResponse } from '../../../../../../api/respond.ts';
import { atlasOrderAction } from '../../../../../../api/atlas-order-action.ts';
import { PriorityBody } from '../../../../../../schemas/atlas-order.ts';
import { setOrderPriority } from '../../../../../../server/fulfilment/index.ts';

/** POST /omnis/v3/atlas/orders/{id}/priority/ — staff only: set its priority ({ priority, version? }; change log 'priority'). JSON, or a form post answered by a 303 back to the order page. */
export const POST = atlasOrderAction(PriorityBody, setOrderPriority);

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
