// When a rendered page may be kept and shared, decided in one place: the page service
// says whether its result is the same for every visitor (and which visitor facts it
// varies by); cacheDecision weighs that against the request and the response.

/**
 * Browsers revalidate every time (cheap: a 304 on a matching ETag); a CDN may keep a
 * page a minute and serve it stale for a day while it fetches the new one.
 */
export const CACHED_PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=86400';

/** Pages that may not be shared (previews, signed-in views, responses setting cookies) say so. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';

/** Visitor facts a shareable page may differ by: one copy is kept per value, never per visitor. */
export const VARY_DIMENSIONS = ['geography'] as const;
/** …and `split:{testId}`: one copy per variation of a split test the page shows (src/server/engagement/split-tests/). */
export type VaryDimension = (typeof VARY_DIMENSIONS)[number] | `split:${number}`;

/** A page service's answer to "may this result be cached?" (Astro.locals.cache). */
export type CacheVerdict = { shareable: false } | { shareable: true; vary: readonly VaryDimension[] };

export const NOT_SHAREABLE: CacheVerdict = { shareable: false };
export const SHAREABLE: CacheVerdict = { shareable: true, vary: [] };

/** Query strings change what a page shows (preview-theme, sort, page), so such requests never meet the cache. */
export function cacheableRequest(method: string | undefined, url: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !url.includes('?');
}

export function cacheKey(host: string, pathname: string, variant = ''): string {
  return `${host.toLowerCase()}${pathname}${variant && `|${variant}`}`;
}

/** What came back from a rendering, as far as caching cares. */
export interface RenderOutcome {
  method: string;
  /** The request's query string ('' when none). */
  search: string;
  status: number;
  contentType: string | null;
  /** The response sets a cookie: its HTML may be kept, but this response is the visitor's own. */
  setsCookie: boolean;
  verdict: CacheVerdict | undefined;
}

export type CacheDecision = { keep: true; vary: readonly VaryDimension[]; sendPrivately: boolean } | { keep: false; html: boolean };

/** The one decision: keep this rendering for everyone (under its variant), or pass it on privately. */
export function cacheDecision(outcome: RenderOutcome): CacheDecision {
  const html = (outcome.contentType ?? '').startsWith('text/html');
  const verdict = outcome.verdict;
  if (!html || outcome.method !== 'GET' || outcome.search !== '' || outcome.status !== 200 || !verdict?.shareable) return { keep: false, html };
  return { keep: true, vary: verdict.vary, sendPrivately: outcome.setsCookie };
}

/** The variant of a page a request asks for, from the visitor facts the page varies by. */
export function variantOf(vary: readonly VaryDimension[], facts: { geography: string; splitTests?: ReadonlyMap<number, number> }): string {
  return vary
    .map((dimension) =>
      dimension === 'geography' ? `${dimension}=${facts.geography}` : `${dimension}=${facts.splitTests?.get(Number(dimension.slice(6))) ?? 'none'}`,
    )
    .join('&');
}
