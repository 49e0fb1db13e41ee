/** What a request is for, as metrics count it (few values: one time series each). */
export type RouteKind = 'page' | 'api' | 'static' | 'media' | 'ops';

/** Health checks and the metrics endpoint: answered before any host is resolved. */
export const OPS_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** API calls (JSON in and out) and the event beacon; everything else Astro answers is a page (or a file it makes). */
const API_PREFIX = /^\/(omnis|event-collector)\//;

/** The kind of a request Astro renders (static files and media are known by who served them). */
export function renderedKind(pathname: string): RouteKind {
  return API_PREFIX.test(pathname) ? 'api' : 'page';
}
