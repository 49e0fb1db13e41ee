import { PAGE_CALL_OPTIONS } from '../../../../../../../../../server/content/index.ts';
import { ownerEndpoint } from '../../../../../../../../../api/owner-endpoint.ts';
import { json } from '../../../../../../../../../api/respond.ts';
import { pageIdParam, restoreVersion } from '../../../../../../../../../server/content/index.ts';
import { pageErrors } from '../../../../../../../../../server/content/index.ts';

/** POST …/pages/{id}/versions/{number}/restore/: the version becomes the draft. */
export const POST = ownerEndpoint(
  'dashboard.pages',
  async (scope, context, editor) => {
    const number = /^\d{1,9}$/.test(context.params.version ?? '') ? Number(context.params.version) : 0;
    if (number <= 0) throw pageErrors.versionNotFound();
    return json(await restoreVersion(scope, pageIdParam(context.params.id), number, editor.user.id));
  },
  PAGE_CALL_OPTIONS,
);
