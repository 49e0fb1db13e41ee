import { ApiError } from '../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../api/respond.ts';
import { staffEndpoint } from '../../../../../api/staff-endpoint.ts';
import { loadFactoryView } from '../../../../../server/fulfilment/index.ts';

/** GET /omnis/v3/atlas/factory/?factory= → FactoryView: what the scan station shows beside its field (staff only). */
export const GET = staffEndpoint(async (scope, { url }) => json(await loadFactoryView(scope.db, url)));

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
