import { defineMiddleware } from 'astro:middleware';
import { PAGE_SECURITY_HEADERS } from '../server/render-cache/headers.ts';

// Astro's dev server injects its own inline scripts, so the policy is left out there
// (Astro's CSP support is off in dev for the same reason); every other header applies.
const HEADERS = Object.entries(PAGE_SECURITY_HEADERS).filter(([name]) => !(import.meta.env.DEV && name === 'content-security-policy'));

/** Every HTML response, from a store or the platform, rendered or refused, carries the security headers. */
export const securityHeaders = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return response;
  // Set in place: Astro keeps the request's cookies on this very Response object.
  for (const [name, value] of HEADERS) response.headers.set(name, value);
  return response;
});
