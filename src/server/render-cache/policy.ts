// When a page may be cached and what caches downstream are told.

/**
 * Browsers revalidate every time (cheap: a 304 on a matching ETag); a CDN may keep a
 * page a minute and serve it stale for a day while it fetches the new one.
 */
export const CACHED_PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=86400';

/** Pages that may not be shared (previews, per-visitor variants) say so. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';

/** The marker a route sets (Astro.locals.renderCache) to let its output be shared. */
export interface RenderCacheDecision {
  cacheable: boolean;
}

/** Query strings change what a page shows (preview-theme, sort, page), so such requests are never served from the cache. */
export function cacheableRequest(method: string | undefined, url: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !url.includes('?');
}

export function cacheKey(host: string, pathname: string): string {
  return `${host.toLowerCase()}${pathname}`;
}
