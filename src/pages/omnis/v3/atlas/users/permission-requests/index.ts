import { staffEndpoint } from '../../../../../../server/product-approval/staff-endpoint.ts';
import { json } from '../../../../../../server/errors/respond.ts';
import { pendingRequests } from '../../../../../../server/staff/permission-review.ts';

/** GET /omnis/v3/atlas/users/permission-requests/ (staff): the requests still pending. */
export const GET = staffEndpoint(async (scope) => json({ requests: await pendingRequests(scope.db) }));
