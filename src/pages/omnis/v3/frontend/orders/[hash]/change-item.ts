import { orderChangeRoute } from '../../../../../../api/order-change-route.ts';
import { ChangeItemBody } from '../../../../../../schemas/order-change.ts';
import { changeItem } from '../../../../../../server/commerce/index.ts';
import { errorResponse } from '../../../../../../api/respond.ts';
import { ApiError } from '../../../../../../platform/errors/api-error.ts';

/** /omnis/v3/frontend/orders/{orderHash}/change-item/ — POST { itemId, colour?, size?, version }: another size or colour the product offers, before printing. 404 for no such order of this store, 409 when the order changed since `version`, 422 with the reason otherwise. */
export const POST = orderChangeRoute(ChangeItemBody, changeItem);

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
