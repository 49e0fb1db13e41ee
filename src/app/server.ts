import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Runtime } from './runtime.ts';
import type { AstroApp } from '../platform/front/astro-app.ts';
import { MEDIA_PREFIX, serveMedia } from '../platform/front/media.ts';
import { loadStaticFiles, serveStaticFile } from '../platform/front/static-files.ts';
import { applyForwarding } from '../platform/front/forwarded.ts';
import { PageRenderer } from './page-renderer.ts';
import { PageCache } from './page-cache.ts';
import { config } from '../platform/config/config.ts';
import { PAGE_SECURITY_HEADERS } from '../platform/render-cache/headers.ts';
import { storeDataFailurePage, wantsFailurePage } from '../lib/store-data-failure.ts';
import { splitTestStep } from './split-test-step.ts';
import { answerOps, beginRequest, type FrontOps } from '../platform/ops/front-ops.ts';
import { OPS_PATHS, renderedKind } from '../platform/ops/route-kind.ts';
import type { InFlight } from '../platform/front/drain.ts';
import { isValidHost } from '../platform/front/host-header.ts';

export interface FrontServerOptions {
  runtime: Runtime;
  /** The built Astro app (pages, API routes). */
  astro: AstroApp;
  /** Logs, metrics, health checks (src/platform/ops/). */
  ops: FrontOps;
  /** Counts the responses under way, for a graceful shutdown (src/platform/front/drain.ts). */
  inFlight?: InFlight;
}

/**
 * The raw Node server in front of Astro. It answers what needs no rendering (build assets,
 * media files and cached pages) before a request reaches Astro's pipeline, which costs
 * several times more per request (see docs/benchmarks.md). Every other request is rendered
 * with its store already resolved: the first request for a host takes the same path as
 * every later one.
 */
export function createFrontServer(options: FrontServerOptions): http.Server {
  const { runtime, astro, ops } = options;
  const staticFiles = loadStaticFiles(path.join(config.distDir, 'client'));
  const renderer = new PageRenderer(runtime, astro);
  const cache = new PageCache(runtime, renderer, { hit: () => ops.metrics.cacheHit(), miss: () => ops.metrics.cacheMiss() });

  const render = async (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    const host = req.headers.host ?? '';
    const match = runtime.hosts.peek(host) ?? (await runtime.hosts.resolve(host));
    // Split tests first: the session decides which cached copy (one per variation) this visitor gets.
    if (match.kind === 'store') await splitTestStep(runtime, req, res, match, pathname);
    if (match.kind === 'store' && cache.serve(req, res, host, pathname, match)) return;
    await renderer.respond(req, res, match, host);
  };

  // noDelay: a response whose last segment is small (a compressed page) must not wait
  // for the client's delayed ACK under Nagle's algorithm.
  const server = http.createServer({ noDelay: true }, (req, res) => {
    // Read before applyForwarding drops it: a relayed request is not "from this machine".
    const relayed = req.headers['x-forwarded-for'] !== undefined;
    options.inFlight?.track(res);
    applyForwarding(req);
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    // Health checks and metrics answer on every host, before any host is resolved.
    if (OPS_PATHS.has(pathname)) {
      beginRequest(ops, req, res, pathname, 'ops');
      return void answerOps(ops, req, res, pathname, relayed).catch((error: unknown) => {
        if (failed(ops, req, res, url, error))
          res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end('Server error');
      });
    }
    if (!isValidHost(req.headers.host)) {
      beginRequest(ops, req, res, pathname, renderedKind(pathname));
      return void res
        .writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', connection: 'close' })
        .end('Bad Request: the Host header is not a host name');
    }
    const readsFile = req.method === 'GET' || req.method === 'HEAD';
    const kind = readsFile && staticFiles.has(pathname) ? 'static' : readsFile && pathname.startsWith(MEDIA_PREFIX) ? 'media' : renderedKind(pathname);
    beginRequest(ops, req, res, pathname, kind);
    if (readsFile && (serveStaticFile(staticFiles, req, res, pathname) || serveMedia(req, res, pathname))) return;
    render(req, res, pathname).catch((error: unknown) => {
      if (!failed(ops, req, res, url, error)) return;
      // A page whose store could not be read shows the failure banner with Reload.
      if (wantsFailurePage(pathname, String(req.headers.accept ?? '')))
        res
          .writeHead(500, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...PAGE_SECURITY_HEADERS })
          .end(storeDataFailurePage(url));
      else res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end('Server error');
    });
  });
  // Keep-alive a little longer than common load balancers' idle timeouts.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}

/** Logs a request that failed; true when the response can still be answered (else it is cut off). */
function failed(ops: FrontOps, req: IncomingMessage, res: ServerResponse, url: string, error: unknown): boolean {
  ops.log.error({ err: error, id: res.getHeader('x-request-id'), method: req.method, url }, 'could not answer');
  if (!res.headersSent) return true;
  res.destroy();
  return false;
}
