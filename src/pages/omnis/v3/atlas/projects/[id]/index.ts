import { staffEndpoint } from '../../../../../../server/product-approval/staff-endpoint.ts';
import { json } from '../../../../../../server/errors/respond.ts';
import { readJson } from '../../../../../../api/body.ts';
import { updateProject } from '../../../../../../server/projects/projects.ts';
import { idParam } from '../../../../../../server/staff/route-params.ts';
import { ProjectSettingsBody } from '../../../../../../schemas/people.ts';

/** PATCH /omnis/v3/atlas/projects/{id}/ ProjectSettingsBody (staff) → { project }. */
export const PATCH = staffEndpoint(async (scope, context) => {
  const id = idParam(context.params.id);
  const body = await readJson(context.request, ProjectSettingsBody);
  return json({ project: await updateProject(scope.db, id, body) });
});
