/** Headers every HTML page carries, cached or not. */
export const PAGE_SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
};

/** Marks whether a response came from the cache; benchmarks and tests read it. */
export const RENDER_CACHE_HEADER = 'x-render-cache';
