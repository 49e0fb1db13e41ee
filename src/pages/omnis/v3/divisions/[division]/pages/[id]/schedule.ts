import { ownerEndpoint } from '../../../../../../../api/owner-endpoint.ts';
import { readJson } from '../../../../../../../api/body.ts';
import { json } from '../../../../../../../api/respond.ts';
import { PAGE_CALL_OPTIONS } from '../../../../../../../server/content/index.ts';
import { PageScheduleBody } from '../../../../../../../schemas/page-editing.ts';
import { cancelScheduledPublish, pageIdParam, schedulePublish } from '../../../../../../../server/content/index.ts';

/** POST …/pages/{id}/schedule/ { publishAt }: publish the draft at that time. */
export const POST = ownerEndpoint(
  'dashboard.pages',
  async (scope, context, editor) => {
    const id = pageIdParam(context.params.id);
    const { publishAt } = await readJson(context.request, PageScheduleBody);
    return json(await schedulePublish(scope, id, new Date(publishAt), editor.user.id));
  },
  PAGE_CALL_OPTIONS,
);

/** DELETE …/pages/{id}/schedule/: cancel the pending scheduled publish. */
export const DELETE = ownerEndpoint(
  'dashboard.pages',
  async (scope, context) => json(await cancelScheduledPublish(scope, pageIdParam(context.params.id))),
  PAGE_CALL_OPTIONS,
);
