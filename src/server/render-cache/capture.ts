import type { Db } from '../db/database.ts';
import type { Division } from '../../schemas/division.ts';
import { cachedPage } from './entry.ts';
import { memoryTier } from './memory.ts';
import { writeStoredPage } from './persist.ts';
import { CACHED_PAGE_CACHE_CONTROL, PRIVATE_CACHE_CONTROL, cacheKey, type RenderCacheDecision } from './policy.ts';
import { PAGE_SECURITY_HEADERS, RENDER_CACHE_HEADER } from './headers.ts';

/** Remembers which store and content version a host serves, for the front server. */
export function noteHost(host: string, division: Division): void {
  const tier = memoryTier();
  const record = tier.hosts.get(host);
  if (record && record.contentVersion > division.contentVersion) return;
  tier.hosts.set(host, { divisionId: division.id, contentVersion: division.contentVersion, checkedAt: Date.now() });
}

interface CaptureInput {
  db: Db;
  division: Division;
  host: string;
  pathname: string;
  search: string;
  method: string;
  decision: RenderCacheDecision | undefined;
}

/**
 * Called by the middleware after a page rendered: a shareable page is stored in both
 * tiers and sent with its ETag and CDN headers; anything else is marked private.
 */
export async function captureRendering(input: CaptureInput, response: Response): Promise<Response> {
  const isHtml = (response.headers.get('content-type') ?? '').startsWith('text/html');
  if (!isHtml) return response;
  for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) response.headers.set(name, value);
  const shareable = input.decision?.cacheable === true && response.status === 200 && input.search === '' && input.method === 'GET';
  if (!shareable) {
    if (!response.headers.has('cache-control')) response.headers.set('cache-control', PRIVATE_CACHE_CONTROL);
    return response;
  }
  const html = await response.text();
  const key = cacheKey(input.host, input.pathname);
  const page = cachedPage(input.division.id, input.division.contentVersion, html);
  memoryTier().set(key, page);
  writeStoredPage(input.db, key, page).catch((error: unknown) => console.error('[render-cache] could not store', key, error));
  const headers = new Headers(response.headers);
  headers.set('etag', page.etag);
  headers.set('cache-control', CACHED_PAGE_CACHE_CONTROL);
  headers.set(RENDER_CACHE_HEADER, 'miss');
  headers.set('vary', 'Accept-Encoding');
  return new Response(html, { status: 200, headers });
}
