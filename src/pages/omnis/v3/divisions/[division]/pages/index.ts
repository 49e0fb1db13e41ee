import { z } from 'zod';
import { ownerEndpoint } from '../../../../../../api/owner-endpoint.ts';
import { readJson } from '../../../../../../api/body.ts';
import { json } from '../../../../../../api/respond.ts';
import { PAGE_CALL_OPTIONS } from '../../../../../../server/content/index.ts';
import { createPage, listEditorPages } from '../../../../../../server/content/index.ts';
import { PAGE_BODY_MAX_BYTES } from '../../../../../../server/content/index.ts';

/** GET /omnis/v3/divisions/{division}/pages?page-type=StorePage: the store's pages. */
export const GET = ownerEndpoint(
  'dashboard.pages',
  async (scope, context) => json(await listEditorPages(scope, context.url.searchParams.get('page-type'))),
  PAGE_CALL_OPTIONS,
);

/** POST /omnis/v3/divisions/{division}/pages/?imageType=object: create a page. */
export const POST = ownerEndpoint(
  'dashboard.pages',
  async (scope, context, editor) => {
    const body = await readJson(context.request, z.unknown(), { maxBytes: PAGE_BODY_MAX_BYTES });
    return json(await createPage(scope, body, editor.user.id), 201);
  },
  PAGE_CALL_OPTIONS,
);
