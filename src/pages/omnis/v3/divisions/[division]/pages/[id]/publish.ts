import { ownerEndpoint } from '../../../../../../../api/owner-endpoint.ts';
import { json } from '../../../../../../../api/respond.ts';
import { PAGE_CALL_OPTIONS } from '../../../../../../../server/content/index.ts';
import { pageIdParam, publishPage } from '../../../../../../../server/content/index.ts';

/** POST …/pages/{id}/publish/: the draft goes live and the store is rebuilt. */
export const POST = ownerEndpoint(
  'dashboard.pages',
  async (scope, context, editor) => json(await publishPage(scope, pageIdParam(context.params.id), editor.user.id)),
  PAGE_CALL_OPTIONS,
);
