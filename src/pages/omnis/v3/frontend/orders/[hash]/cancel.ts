import { orderChangeRoute } from '../../../../../../api/order-change-route.ts';
import { CancelBody } from '../../../../../../schemas/order-change.ts';
import { cancelOrder } from '../../../../../../server/commerce/index.ts';
import { errorResponse } from '../../../../../../api/respond.ts';
import { ApiError } from '../../../../../../platform/errors/api-error.ts';

/** /omnis/v3/frontend/orders/{orderHash}/cancel/ — POST { version }: everything refunded, every label cancelled, the order moved to refunded. 404 for no such order of this store, 409 when the order changed since `version`, 422 with the reason otherwise. */
export const POST = orderChangeRoute(CancelBody, cancelOrder);

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
