import { staffEndpoint } from '../../../../../server/product-approval/staff-endpoint.ts';
import { json } from '../../../../../server/errors/respond.ts';
import { listProjects } from '../../../../../server/projects/projects.ts';

/** GET /omnis/v3/atlas/projects/ (staff): every project with its settings. */
export const GET = staffEndpoint(async (scope) => json({ projects: await listProjects(scope.db) }));
