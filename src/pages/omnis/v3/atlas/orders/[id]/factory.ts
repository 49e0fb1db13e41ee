import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { errorResponse } from '../../../../../../api/respond.ts';
import { atlasOrderAction } from '../../../../../../api/atlas-order-action.ts';
import { FactoryBody } from '../../../../../../schemas/atlas-order.ts';
import { setOrderFactory } from '../../../../../../server/fulfilment/index.ts';

/** POST /omnis/v3/atlas/orders/{id}/factory/ — staff only: send it to another factory ({ factory, version? }; change log 'factory'). JSON, or a form post answered by a 303 back to the order page. */
export const POST = atlasOrderAction(FactoryBody, setOrderFactory);

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
