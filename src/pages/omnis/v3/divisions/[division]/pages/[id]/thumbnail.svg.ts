import { PAGE_CALL_OPTIONS } from '../../../../../../../server/content/index.ts';
import { ownerEndpoint } from '../../../../../../../api/owner-endpoint.ts';
import { pageIdParam, pageThumbnail } from '../../../../../../../server/content/index.ts';

/** GET …/pages/{id}/thumbnail.svg: the dashboard's picture of a page's layout, revalidated by ETag. */
export const GET = ownerEndpoint(
  'dashboard.pages',
  async (scope, context) => {
    const { svg, etag } = await pageThumbnail(scope, pageIdParam(context.params.id));
    const headers = {
      etag,
      'cache-control': 'private, no-cache',
      'content-type': 'image/svg+xml; charset=utf-8',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    };
    if (context.request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
    return new Response(svg, { headers });
  },
  PAGE_CALL_OPTIONS,
);
