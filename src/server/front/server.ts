import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { serveMedia } from './media.ts';
import { loadStaticFiles, serveStaticFile } from './static-files.ts';
import { applyForwarding } from './forwarded.ts';
import { config } from '../config.ts';

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface FrontServerOptions {
  /** The Astro app (pages, API, static client assets). */
  app: NodeHandler;
  /** Answers from the render cache when it can; returns false to fall through. */
  cache?: (req: IncomingMessage, res: ServerResponse, pathname: string) => boolean;
}

/**
 * The raw Node server in front of Astro (built in the node adapter's middleware mode).
 * It answers what needs no rendering — build assets, media files and cached pages —
 * before a request reaches Astro's pipeline, which costs several times more per
 * request (see docs/benchmarks.md).
 */
export function createFrontServer(options: FrontServerOptions): http.Server {
  const staticFiles = loadStaticFiles(path.join(config.distDir, 'client'));
  // noDelay: a response whose last segment is small (a compressed page) must not wait
  // for the client's delayed ACK under Nagle's algorithm.
  const server = http.createServer({ noDelay: true }, (req, res) => {
    applyForwarding(req);
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    if (req.method === 'GET' || req.method === 'HEAD') {
      if (serveStaticFile(staticFiles, req, res, pathname) || serveMedia(req, res, pathname) || options.cache?.(req, res, pathname)) return;
    }
    void options.app(req, res);
  });
  // Keep-alive a little longer than common load balancers' idle timeouts.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}
