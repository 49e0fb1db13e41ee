import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a caller's (or a load balancer's) X-Request-Id may be: short, and safe to log and echo. */
const VALID_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/** The request's id: the X-Request-Id it came with when that is a plausible id, else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const header = req.headers[REQUEST_ID_HEADER];
  const given = Array.isArray(header) ? header[0] : header;
  return given && VALID_ID.test(given) ? given : randomUUID();
}
