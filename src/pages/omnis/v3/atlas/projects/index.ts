import { staffEndpoint } from '../../../../../api/staff-endpoint.ts';
import { json } from '../../../../../api/respond.ts';
import { listProjects } from '../../../../../server/accounts/index.ts';

/** GET /omnis/v3/atlas/projects/ (staff): every project with its settings. */
export const GET = staffEndpoint(async (scope) => json({ projects: await listProjects(scope.db) }));
