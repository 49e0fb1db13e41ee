import { staffEndpoint } from '../../../../../server/product-approval/staff-endpoint.ts';
import { json } from '../../../../../server/errors/respond.ts';
import { listStaff } from '../../../../../server/staff/staff.ts';

/** GET /omnis/v3/atlas/staff/ (staff): the internal users. */
export const GET = staffEndpoint(async (scope) => json({ staff: await listStaff(scope.db) }));
