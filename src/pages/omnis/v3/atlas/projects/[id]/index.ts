import { staffEndpoint } from '../../../../../../api/staff-endpoint.ts';
import { json } from '../../../../../../api/respond.ts';
import { readJson } from '../../../../../../api/body.ts';
import { updateProject } from '../../../../../../server/accounts/index.ts';
import { idParam } from '../../../../../../server/accounts/index.ts';
import { ProjectSettingsBody } from '../../../../../../schemas/people.ts';

/** PATCH /omnis/v3/atlas/projects/{id}/ ProjectSettingsBody (staff) → { project }; changing Pro needs proReason (422), kept with the staff member. */
export const PATCH = staffEndpoint(async (scope, context) => {
  const id = idParam(context.params.id);
  const body = await readJson(context.request, ProjectSettingsBody);
  return json({ project: await updateProject(scope.db, id, body, { userId: context.locals.identity.user!.id }) });
});
