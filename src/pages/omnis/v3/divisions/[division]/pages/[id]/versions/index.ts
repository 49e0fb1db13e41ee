import { PAGE_CALL_OPTIONS } from '../../../../../../../../server/content/index.ts';
import { ownerEndpoint } from '../../../../../../../../api/owner-endpoint.ts';
import { json } from '../../../../../../../../api/respond.ts';
import { listVersions, pageIdParam } from '../../../../../../../../server/content/index.ts';

/** GET …/pages/{id}/versions/: published versions, newest first, with their changes. */
export const GET = ownerEndpoint(
  'dashboard.pages',
  async (scope, context) => json(await listVersions(scope, pageIdParam(context.params.id))),
  PAGE_CALL_OPTIONS,
);
