import { orderChangeRoute } from '../../../../../../api/order-change-route.ts';
import { AddressBody } from '../../../../../../schemas/order-change.ts';
import { changeAddress } from '../../../../../../server/commerce/index.ts';
import { errorResponse } from '../../../../../../api/respond.ts';
import { ApiError } from '../../../../../../platform/errors/api-error.ts';

/** /omnis/v3/frontend/orders/{orderHash}/address/ — POST { version, address }: a new delivery address (checked as checkout checks it) until the order is packed. 404 for no such order of this store, 409 when the order changed since `version`, 422 with the reason otherwise. */
export const POST = orderChangeRoute(AddressBody, changeAddress);

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
