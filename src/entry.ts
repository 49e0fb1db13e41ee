// The server entry Astro builds into dist/server/entry.mjs (see astro.config.mjs). The front
// server (src/platform/front/) owns the socket, the store lookup and the render cache; it asks
// this app for a rendering with the request's store already resolved in `locals`, and gets
// the Response back, so the same call serves a visitor and a background rebuild alike.
import { createApp } from 'astro/app/entrypoint';
import { createRequestFromNodeRequest, getAbortControllerCleanup, writeResponse } from 'astro/app/node';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { encoder } from 'astro/runtime/server/render/common.js';
import { LruCache } from './lib/lru-cache.ts';
import { utf8Bytes } from './platform/front/utf8.ts';

// Astro turns a page's text into bytes with this one encoder; src/platform/front/utf8.ts
// gives the same bytes, four times faster for text with a character past U+00FF in it.
encoder.encode = utf8Bytes;

const app = createApp({ streaming: true });

// Each page's module, imported once: Astro's page map imports it again on every render (a
// dynamic import, settled from the module map, but a few per cent of an uncached render).
const pageMap = app.manifest.pageMap;
for (const [component, load] of pageMap ?? []) {
  let loaded: ReturnType<typeof load> | undefined;
  pageMap?.set(
    component,
    () =>
      (loaded ??= load().catch((error: unknown) => {
        loaded = undefined;
        throw error;
      })),
  );
}

type RouteData = NonNullable<ReturnType<typeof app.match>>;
/**
 * The route of each path seen lately: Astro otherwise tries its ~270 route patterns in
 * turn on every render (about 5% of an uncached render). `null`: no page route (a 404, or
 * a prerendered one), which Astro resolves itself.
 */
const routes = new LruCache<string, RouteData | null>(5000);

function routeFor(request: Request, pathname: string): RouteData | undefined {
  let route = routes.get(pathname);
  if (route === undefined) {
    route = app.match(request) ?? null;
    routes.set(pathname, route);
  }
  return route ?? undefined;
}

/** What the front server hands to the Astro app (see src/platform/front/astro-app.ts). */
export const astroApp = {
  /**
   * Renders one request; `locals` carries the runtime, the host's match and the store scope;
   * `pathname` is the request URL's, which the caller has parsed already.
   */
  render(request: Request, locals: Partial<App.Locals>, pathname: string, clientAddress?: string): Promise<Response> {
    return app.render(request, { addCookieHeader: true, locals, clientAddress, routeData: routeFor(request, pathname) });
  },
  /**
   * A Node request as a web Request. A GET or HEAD has no body and renders in about a
   * millisecond, so it carries no abort signal: Astro's ties the Request to the socket, and
   * undici keeps a signalled Request's listeners in a FinalizationRegistry until a full
   * garbage collection, work and garbage for every render that buys nothing at this speed
   * (10–25% more uncached renders a second without it, in interleaved wrk runs).
   * (A GET that streams until the visitor leaves, which no route does yet, would need it.)
   * A request with a body streams it, and its signal aborts if the visitor goes away.
   */
  requestFrom(req: IncomingMessage, res: ServerResponse): Request {
    if (req.method === 'GET' || req.method === 'HEAD') return plainRequest(req, req.method);
    const request = createRequestFromNodeRequest(req, { allowedDomains: app.getAllowedDomains?.() ?? [] });
    // Astro hangs the abort on the socket's 'close' and only its own writeResponse takes it
    // off; most answers are written by the front server, which would leave one listener per
    // request on a keep-alive connection.
    const release = getAbortControllerCleanup(req);
    if (release) res.once('close', release);
    return request;
  },
  /** Writes a Response to a Node response, streaming its body. */
  async write(response: Response, res: ServerResponse): Promise<void> {
    await writeResponse(response, res);
  },
};
export type AstroApp = typeof astroApp;

/**
 * A GET or HEAD as a web Request. Its URL is handed over as text, parsed once by the Request
 * (a URL object is turned back into text and parsed again); a URL that does not parse falls
 * back to the host's root, as Astro's own conversion does. The headers are appended to the
 * Request's own, as Node received them: a `headers` member in the init would be converted to
 * a list first and copied (a few microseconds a request in a loop, more in a render).
 */
function plainRequest(req: IncomingMessage, method: 'GET' | 'HEAD'): Request {
  const host = req.headers.host || 'localhost';
  const init = method === 'GET' ? undefined : { method };
  let request: Request;
  try {
    request = new Request(`http://${host}${req.url ?? ''}`, init);
  } catch {
    request = new Request(URL.parse(`http://${host}`) ?? new URL('http://localhost'), init);
  }
  const headers = request.headers;
  for (const name in req.headers) {
    const value = req.headers[name];
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.append(name, value);
  }
  return request;
}
