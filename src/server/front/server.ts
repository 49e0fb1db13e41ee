import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Runtime } from './runtime.ts';
import type { AstroApp } from './astro-app.ts';
import { serveMedia } from './media.ts';
import { loadStaticFiles, serveStaticFile } from './static-files.ts';
import { applyForwarding } from './forwarded.ts';
import { PageRenderer } from './page-renderer.ts';
import { PageCache } from './page-cache.ts';
import { config } from '../config.ts';
import { CONTENT_SECURITY_POLICY } from '../security/content-security-policy.ts';
import { storeDataFailurePage, wantsFailurePage } from '../../lib/store-data-failure.ts';
import { splitTestStep } from '../split-tests/front-step.ts';
import type { InFlight } from './drain.ts';

export interface FrontServerOptions {
  runtime: Runtime;
  /** The built Astro app (pages, API routes). */
  astro: AstroApp;
  /** Counts the responses under way, for a graceful shutdown (src/server/front/drain.ts). */
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
  const { runtime, astro } = options;
  const staticFiles = loadStaticFiles(path.join(config.distDir, 'client'));
  const renderer = new PageRenderer(runtime, astro);
  const cache = new PageCache(runtime, renderer);

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
    options.inFlight?.track(res);
    applyForwarding(req);
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    if ((req.method === 'GET' || req.method === 'HEAD') && (serveStaticFile(staticFiles, req, res, pathname) || serveMedia(req, res, pathname))) return;
    render(req, res, pathname).catch((error: unknown) => {
      console.error(`[front] could not answer ${req.method} ${url}`, error);
      if (res.headersSent) res.destroy();
      // Spec §4: a page whose store could not be read shows the failure banner with Reload.
      else if (wantsFailurePage(pathname, String(req.headers.accept ?? ''))) res.writeHead(500, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': CONTENT_SECURITY_POLICY }).end(storeDataFailurePage(url));
      else res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end('Server error');
    });
  });
  // Keep-alive a little longer than common load balancers' idle timeouts.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}
