import { ApiError } from '../../../../../../server/errors/api-error.ts';
import { errorResponse } from '../../../../../../server/errors/respond.ts';
import { atlasOrderAction } from '../../../../../../server/atlas-orders/action-answer.ts';
import { PriorityBody } from '../../../../../../server/atlas-orders/action-bodies.ts';
import { setOrderPriority } from '../../../../../../server/atlas-orders/order-actions.ts';

/** POST /omnis/v3/atlas/orders/{id}/priority/ — staff only: set its priority ({ priority, version? }; change log 'priority'). JSON, or a form post answered by a 303 back to the order page. */
export const POST = atlasOrderAction(PriorityBody, setOrderPriority);

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
