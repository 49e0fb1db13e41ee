import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export interface MetricsAccess {
  /** METRICS_TOKEN, when set. */
  token: string | undefined;
  /** The request came with X-Forwarded-For: a proxy relayed it, so its loopback address says nothing of the client. */
  relayed: boolean;
}

/**
 * Who may read /metrics: a process on this machine talking to the server directly, or
 * anyone presenting METRICS_TOKEN as a bearer token. A request that came through a proxy
 * (nginx on the same machine) is not "from loopback" however its socket looks.
 */
export function mayReadMetrics(req: IncomingMessage, access: MetricsAccess): boolean {
  if (access.token) {
    const presented = /^Bearer\s+(\S+)$/i.exec(String(req.headers.authorization ?? ''))?.[1];
    if (presented && sameSecret(presented, access.token)) return true;
  }
  return !access.relayed && LOOPBACK.has(req.socket.remoteAddress ?? '');
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
