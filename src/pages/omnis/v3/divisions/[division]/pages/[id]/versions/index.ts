import { PAGE_CALL_OPTIONS } from '../../../../../../../../server/pages/editing/page-errors.ts';
import { ownerEndpoint } from '../../../../../../../../api/owner-endpoint.ts';
import { json } from '../../../../../../../../server/errors/respond.ts';
import { listVersions, pageIdParam } from '../../../../../../../../server/pages/editing/index.ts';

/** GET …/pages/{id}/versions/: published versions, newest first, with their changes. */
export const GET = ownerEndpoint(
  'dashboard.pages',
  async (scope, context) => json(await listVersions(scope, pageIdParam(context.params.id))),
  PAGE_CALL_OPTIONS,
);
