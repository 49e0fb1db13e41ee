import { CONTENT_SECURITY_POLICY } from '../security/content-security-policy.ts';

/** Headers every HTML page carries, cached or not (the middleware and the front server apply them). */
export const PAGE_SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  // frame-ancestors' older twin, for browsers that predate it.
  'x-frame-options': 'SAMEORIGIN',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
};

/** Marks whether a response came from the cache; benchmarks and tests read it. */
export const RENDER_CACHE_HEADER = 'x-render-cache';
