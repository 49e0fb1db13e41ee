import { ownerEndpoint } from '../../../../../../api/owner-endpoint.ts';
import { readJson } from '../../../../../../api/body.ts';
import { json } from '../../../../../../api/respond.ts';
import { PagePreviewBody } from '../../../../../../schemas/page-editing.ts';
import { renderDocument } from '../../../../../../components/blocks/render-document.ts';
import { PAGE_BODY_MAX_BYTES } from '../../../../../../server/content/index.ts';

/**
 * POST /omnis/v3/divisions/{division}/pages/preview/: the editor's unsaved page
 * drawn by the storefront's own block components, unpublished blocks faded. Store members only;
 * nothing is saved and the answer is never cached.
 */
export const POST = ownerEndpoint('dashboard.pages', async (scope, context) => {
  const { page } = await readJson(context.request, PagePreviewBody, { maxBytes: PAGE_BODY_MAX_BYTES });
  const rendered = await renderDocument(scope, page.blocks ?? [], { preview: true, ySpacing: page.properties?.ySpacing });
  return json(rendered, 200, { 'cache-control': 'no-store' });
});
