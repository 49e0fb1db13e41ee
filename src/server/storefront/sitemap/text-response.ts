import { createHash } from 'node:crypto';
import type { StoreScope } from '../../stores/index.ts';

/**
 * A crawler document (sitemap.xml, robots.txt) of a store. Not kept by the render cache
 * (which keeps HTML), so its ETag carries the store's content version: a publish changes
 * the document and its ETag at once, and a CDN revalidates rather than serving it stale.
 */
export function crawlerResponse(scope: StoreScope, request: Request, body: string, contentType: string): Response {
  const etag = `"v${scope.division.contentVersion}-${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`;
  const headers = {
    'content-type': contentType,
    'cache-control': 'public, max-age=0, must-revalidate, s-maxage=60',
    etag,
    'x-content-type-options': 'nosniff',
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers });
}
