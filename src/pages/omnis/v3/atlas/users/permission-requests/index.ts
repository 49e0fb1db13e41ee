import { staffEndpoint } from '../../../../../../api/staff-endpoint.ts';
import { json } from '../../../../../../api/respond.ts';
import { pendingRequests } from '../../../../../../server/accounts/index.ts';

/** GET /omnis/v3/atlas/users/permission-requests/ (staff): the requests still pending. */
export const GET = staffEndpoint(async (scope) => json({ requests: await pendingRequests(scope.db) }));
