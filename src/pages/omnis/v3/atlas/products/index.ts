import { ApiError } from '../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../api/respond.ts';
import { staffEndpoint } from '../../../../../api/staff-endpoint.ts';
import { awaitingApproval } from '../../../../../server/merchant/index.ts';

/** GET /omnis/v3/atlas/products/ → { products }: every store's products awaiting approval (staff only). */
export const GET = staffEndpoint(async (scope) => json({ products: await awaitingApproval(scope.db) }));

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
