import { ApiError } from '../../../../../server/errors/api-error.ts';
import { errorResponse, json } from '../../../../../server/errors/respond.ts';
import { staffEndpoint } from '../../../../../server/product-approval/staff-endpoint.ts';
import { awaitingApproval } from '../../../../../server/product-approval/approval.ts';

/** GET /omnis/v3/atlas/products/ → { products }: every store's products awaiting approval (staff only). */
export const GET = staffEndpoint(async (scope) => json({ products: await awaitingApproval(scope.db) }));

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
