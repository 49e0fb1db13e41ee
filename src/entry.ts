// The server entry Astro builds into dist/server/entry.mjs (see astro.config.mjs). The front
// server (src/server/front/) owns the socket, the store lookup and the render cache; it asks
// this app for a rendering with the request's store already resolved in `locals`, and gets
// the Response back, so the same call serves a visitor and a background rebuild alike.
import { createApp } from 'astro/app/entrypoint';
import { createRequestFromNodeRequest, writeResponse } from 'astro/app/node';
import type { IncomingMessage, ServerResponse } from 'node:http';

const app = createApp({ streaming: true });

/** What the front server hands to the Astro app (see src/server/front/astro-app.ts). */
export const astroApp = {
  /** Renders one request; `locals` carries the runtime, the host's match and the store scope. */
  render(request: Request, locals: Partial<App.Locals>, clientAddress?: string): Promise<Response> {
    return app.render(request, { addCookieHeader: true, locals, clientAddress });
  },
  /** A Node request as a web Request (the body streams; HEAD and GET have none). */
  requestFrom(req: IncomingMessage): Request {
    return createRequestFromNodeRequest(req, { allowedDomains: app.getAllowedDomains?.() ?? [] });
  },
  /** Writes a Response to a Node response, streaming its body. */
  async write(response: Response, res: ServerResponse): Promise<void> {
    await writeResponse(response, res);
  },
};
export type AstroApp = typeof astroApp;
