import { orderChangeRoute } from '../../../../../../api/order-change-route.ts';
import { RemoveItemBody } from '../../../../../../schemas/order-change.ts';
import { removeItem } from '../../../../../../server/commerce/index.ts';
import { errorResponse } from '../../../../../../api/respond.ts';
import { ApiError } from '../../../../../../platform/errors/api-error.ts';

/** /omnis/v3/frontend/orders/{orderHash}/remove-item/ — POST { itemId, version }: the line's labels cancelled and its paid amount refunded, before printing. 404 for no such order of this store, 409 when the order changed since `version`, 422 with the reason otherwise. */
export const POST = orderChangeRoute(RemoveItemBody, removeItem);

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
