import type { IncomingMessage, ServerResponse } from 'node:http';
import { SECURE_HEADER } from '../front/forwarded.ts';

/**
 * Headers every response carries, whatever answers it (pages, API calls, build files, media,
 * health checks). HTML pages add the page set (render-cache/headers.ts: CSP, frame rules,
 * permissions). Set on the response before anyone writes it: writeHead merges them in.
 */
export const RESPONSE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/**
 * HTTP Strict Transport Security, sent only on responses that came over HTTPS (directly, or
 * through a trusted proxy's X-Forwarded-Proto): a browser ignores it over plain HTTP, and a
 * local http://demo.localhost must keep working. A year, sub-domains included (stores are
 * sub-domains of the platform's domain, all served over HTTPS in production).
 */
export const HSTS_HEADER = 'strict-transport-security';
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** After applyForwarding settled whether the request is secure. */
export function setResponseSecurityHeaders(req: IncomingMessage, res: ServerResponse): void {
  for (const [name, value] of Object.entries(RESPONSE_SECURITY_HEADERS)) res.setHeader(name, value);
  if (req.headers[SECURE_HEADER] === '1') res.setHeader(HSTS_HEADER, HSTS_VALUE);
}
