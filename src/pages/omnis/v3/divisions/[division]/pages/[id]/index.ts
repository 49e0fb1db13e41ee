import { z } from 'zod';
import { ownerEndpoint } from '../../../../../../../api/owner-endpoint.ts';
import { readJson } from '../../../../../../../api/body.ts';
import { json } from '../../../../../../../api/respond.ts';
import { PAGE_CALL_OPTIONS } from '../../../../../../../server/content/index.ts';
import { deletePage, loadEditorPage, pageIdParam, savePage } from '../../../../../../../server/content/index.ts';
import { PAGE_BODY_MAX_BYTES } from '../../../../../../../server/content/index.ts';

/** GET …/pages/{id}/?imageType=object: load the page for its editor. */
export const GET = ownerEndpoint(
  'dashboard.pages',
  async (scope, context) => json(await loadEditorPage(scope, pageIdParam(context.params.id))),
  PAGE_CALL_OPTIONS,
);

/** PATCH …/pages/{id}/?imageType=object: save the page's draft. */
export const PATCH = ownerEndpoint(
  'dashboard.pages',
  async (scope, context, editor) => {
    const id = pageIdParam(context.params.id);
    const body = await readJson(context.request, z.unknown(), { maxBytes: PAGE_BODY_MAX_BYTES });
    return json(await savePage(scope, id, body, editor.user.id));
  },
  PAGE_CALL_OPTIONS,
);

/** DELETE …/pages/{id}/: a saved page that is not the homepage. */
export const DELETE = ownerEndpoint(
  'dashboard.pages',
  async (scope, context) => {
    const id = pageIdParam(context.params.id);
    await deletePage(scope, id);
    return json({ id, deleted: true });
  },
  PAGE_CALL_OPTIONS,
);
