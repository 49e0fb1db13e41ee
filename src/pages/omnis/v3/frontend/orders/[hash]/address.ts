import { orderChangeRoute } from '../../../../../../server/order-changes/order-change-route.ts';
import { AddressBody } from '../../../../../../server/order-changes/inputs.ts';
import { changeAddress } from '../../../../../../server/order-changes/change-address.ts';
import { errorResponse } from '../../../../../../server/errors/respond.ts';
import { ApiError } from '../../../../../../server/errors/api-error.ts';

/** /omnis/v3/frontend/orders/{orderHash}/address/ — POST { version, address }: a new delivery address (checked as checkout checks it) until the order is packed. 404 for no such order of this store, 409 when the order changed since `version`, 422 with the reason otherwise. */
export const POST = orderChangeRoute(AddressBody, changeAddress);

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
