import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connection } from '../db/database.ts';
import { queueDepth } from '../jobs/queue-depth.ts';
import { config } from '../config/config.ts';
import { FrontMetrics } from './metrics.ts';
import { mayReadMetrics } from './metrics-access.ts';
import { readiness } from './readiness.ts';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id.ts';
import { setResponseSecurityHeaders } from './security-headers.ts';
import type { RouteKind } from './route-kind.ts';
import type { Logger } from './logger.ts';

/** What the front server needs for operations: its log, its metrics, and the database to check. */
export interface FrontOps {
  log: Logger;
  metrics: FrontMetrics;
  connection: Connection;
  /** METRICS_TOKEN (see metrics-access.ts). */
  metricsToken: string | undefined;
  /** Set when the process is shutting down: not ready for new traffic, though still alive. */
  draining: boolean;
}

export function createFrontOps(connection: Connection, log: Logger): FrontOps {
  const metrics = new FrontMetrics({
    queueDepth: () => queueDepth(connection),
    onQueueError: (error) => log.warn({ err: error }, 'could not read the job queue depth'),
  });
  return { log, metrics, connection, metricsToken: config.metricsToken, draining: false };
}

const NO_STORE = 'no-store';

/**
 * Every request's start: its id (echoed as X-Request-Id), the security headers, and, once
 * the response is done, one log line and its metrics. Health checks and scrapes are logged
 * at debug only (a load balancer probes every few seconds) and are not counted.
 */
export function beginRequest(ops: FrontOps, req: IncomingMessage, res: ServerResponse, pathname: string, kind: RouteKind): void {
  const started = performance.now();
  const id = requestIdOf(req);
  res.setHeader(REQUEST_ID_HEADER, id);
  setResponseSecurityHeaders(req, res);
  res.once('close', () => {
    const seconds = (performance.now() - started) / 1000;
    const line = {
      id,
      method: req.method,
      path: pathname,
      status: res.statusCode,
      ms: Math.round(seconds * 10_000) / 10,
      host: req.headers.host ?? '',
      ...(res.writableFinished ? {} : { aborted: true }),
    };
    if (kind === 'ops') return ops.log.debug(line, 'request');
    ops.log.info(line, 'request');
    ops.metrics.observeRequest(req.method, kind, res.statusCode, seconds);
  });
}

/**
 * Answers /healthz, /readyz and /metrics on any host, never from a cache. `relayed`: the
 * request came through a proxy (it carried X-Forwarded-For).
 */
export async function answerOps(ops: FrontOps, req: IncomingMessage, res: ServerResponse, pathname: string, relayed: boolean): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(req, res, 405, 'Method not allowed', { allow: 'GET, HEAD' });
  if (pathname === '/healthz') return send(req, res, 200, 'ok');
  if (pathname === '/readyz') {
    const state = ops.draining ? { ready: false as const, reason: 'shutting down' } : await readiness(ops.connection.db);
    if (!state.ready) ops.log.warn({ reason: state.reason }, 'not ready');
    return state.ready ? send(req, res, 200, 'ready') : send(req, res, 503, `not ready: ${state.reason}`);
  }
  if (!mayReadMetrics(req, { token: ops.metricsToken, relayed })) return send(req, res, 403, 'Metrics are readable from this machine or with METRICS_TOKEN');
  const { body, contentType } = await ops.metrics.scrape();
  return send(req, res, 200, body, { 'content-type': contentType });
}

function send(req: IncomingMessage, res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  const bytes = Buffer.from(body.endsWith('\n') ? body : `${body}\n`);
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': NO_STORE, 'content-length': bytes.length, ...headers });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}
