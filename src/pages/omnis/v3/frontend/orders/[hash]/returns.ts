import { orderChangeRoute } from '../../../../../../api/order-change-route.ts';
import { ReturnBody } from '../../../../../../schemas/order-change.ts';
import { requestReturn } from '../../../../../../server/commerce/index.ts';
import { errorResponse } from '../../../../../../api/respond.ts';
import { ApiError } from '../../../../../../platform/errors/api-error.ts';

/** /omnis/v3/frontend/orders/{orderHash}/returns/ — POST { version, itemId, quantity, kind, reason, wanted? }: a return or exchange of delivered items, with its prepaid label. 404 for no such order of this store, 409 when the order changed since `version`, 422 with the reason otherwise. */
export const POST = orderChangeRoute(ReturnBody, requestReturn, 201);

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
