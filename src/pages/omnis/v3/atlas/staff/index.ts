import { staffEndpoint } from '../../../../../api/staff-endpoint.ts';
import { json } from '../../../../../api/respond.ts';
import { listStaff } from '../../../../../server/accounts/index.ts';

/** GET /omnis/v3/atlas/staff/ (staff): the internal users. */
export const GET = staffEndpoint(async (scope) => json({ staff: await listStaff(scope.db) }));
