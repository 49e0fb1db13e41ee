import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HostMatch } from '../platform/front/host-match.ts';
import type { Runtime } from './runtime.ts';
import type { AstroApp } from '../platform/front/astro-app.ts';
import { cachedPage, type CachedPage } from '../platform/render-cache/entry.ts';
import { writeStoredPage } from '../platform/render-cache/persist.ts';
import { cacheDecision, cacheKey, PRIVATE_CACHE_CONTROL, variantOf } from '../platform/render-cache/policy.ts';
import { PAGE_SECURITY_HEADERS } from '../platform/render-cache/headers.ts';
import { contentSecurityPolicyFor } from '../platform/security/content-security-policy.ts';
import { config } from '../platform/config/config.ts';
import { visitorFacts } from '../platform/render-cache/visitor-facts.ts';
import { sendCachedPage, setCookiesOn } from '../platform/render-cache/send.ts';
import { CLIENT_IP_HEADER } from '../platform/front/forwarded.ts';
import { logger } from '../platform/ops/logger.ts';
import { bodyOf } from '../platform/front/rendered-body.ts';

export interface Rendered {
  response: Response;
  /** Set when the rendering was kept for everyone: send this (its body was read). */
  page?: CachedPage | undefined;
  /** The kept page's response is nevertheless this visitor's own (it sets a cookie). */
  private?: boolean;
  /**
   * Set for an HTML page that is sent as it was rendered: it goes out in one write, with these
   * besides the response's own (they win). For a page not kept, the page security set and its
   * cache-control: handed over rather than set on the Response, whose headers would check
   * each value (the policy's among them) once more.
   */
  pageHeaders?: Record<string, string>;
}

/** What the Astro app gets in `locals` from the front server: the store is already resolved. */
export function localsFor(runtime: Runtime, match: HostMatch): Partial<App.Locals> {
  return {
    runtime,
    host: match,
    scope: match.kind === 'store' ? { db: runtime.db, division: match.division, runtime } : undefined,
  };
}

/**
 * Renders requests through the Astro app with the store resolved, and applies the cache
 * policy to what comes back: a shareable page is kept in both tiers under its variant,
 * anything else goes on marked private. Visitors' requests and rebuilds both come here.
 */
export class PageRenderer {
  private readonly runtime: Runtime;
  private readonly astro: AstroApp;

  constructor(runtime: Runtime, astro: AstroApp) {
    this.runtime = runtime;
    this.astro = astro;
  }

  /** `host` is the Host header as received (cache keys use it as the visitor's browser sent it). */
  async render(request: Request, match: HostMatch, host: string, clientAddress?: string): Promise<Rendered> {
    const locals = localsFor(this.runtime, match);
    const { pathname, search } = targetOf(request.url);
    const response = await this.astro.render(request, locals, pathname, clientAddress);
    const decision = cacheDecision({
      method: request.method,
      search,
      status: response.status,
      contentType: response.headers.get('content-type'),
      setsCookie: response.headers.has('set-cookie'),
      verdict: locals.cache,
    });
    const tier = this.runtime.pages;
    if (!decision.keep) {
      if (match.kind === 'store' && request.method === 'GET' && search === '') {
        // Remembered so later requests render at once instead of waiting for each other.
        tier.notePath(cacheKey(host, pathname), { contentVersion: match.division.contentVersion, passThrough: true, vary: [] });
      }
      if (!decision.html) return { response };
      const cacheControl = response.headers.get('cache-control') ?? PRIVATE_CACHE_CONTROL;
      // The payment page alone adds Stripe's sources; it is never kept, so cached pages keep the common policy.
      const policy = contentSecurityPolicyFor(pathname, config.paymentProvider);
      return { response, pageHeaders: { ...PAGE_SECURITY_HEADERS, 'content-security-policy': policy, 'cache-control': cacheControl } };
    }
    // Kept, but not a store's page (the platform's own): no tier holds it, it is sent as rendered.
    if (match.kind !== 'store') return { response, pageHeaders: {} };
    const { division } = match;
    const html = await response.text();
    const variant = variantOf(decision.vary, visitorFacts(request.headers.get('cookie')));
    const key = cacheKey(host, pathname, variant);
    const page = cachedPage(division.id, division.contentVersion, html);
    tier.set(key, page);
    tier.notePath(cacheKey(host, pathname), { contentVersion: division.contentVersion, passThrough: false, vary: decision.vary });
    writeStoredPage(this.runtime.db, this.runtime.buildId, key, page).catch((error: unknown) =>
      logger.error({ err: error, key }, 'render cache could not store a page'),
    );
    // Only a page that is the same for every visitor: nginx cannot pick a variant.
    if (decision.vary.length === 0) writePageFile(this.runtime, host, pathname, page);
    return { response, page, private: decision.sendPrivately };
  }

  /**
   * Renders a visitor's request and answers it: a kept page from its buffers, any other
   * page in one write (a page renders in about a millisecond, so streaming it chunk by
   * chunk bought no earlier first byte and cost a writev per chunk), anything else streamed.
   */
  async respond(req: IncomingMessage, res: ServerResponse, match: HostMatch, host: string): Promise<void> {
    const rendered = await this.render(this.astro.requestFrom(req, res), match, host, clientAddress(req));
    if (rendered.page) return sendCachedPage(req, res, rendered.page, 'miss', { headers: rendered.response.headers, private: rendered.private });
    if (rendered.pageHeaders) return writeWhole(rendered.response, res, rendered.pageHeaders);
    await this.astro.write(rendered.response, res);
  }
}

/** Hands a kept page to the file tier, if there is one; a failed write only means nginx passes the page on. */
export function writePageFile(runtime: Runtime, host: string, pathname: string, page: CachedPage): void {
  runtime.files
    ?.write(host, pathname, page)
    .catch((error: unknown) => logger.error({ err: error, host, pathname }, 'render cache could not write a page file'));
}

/** The visitor's address as applyForwarding settled it. */
function clientAddress(req: IncomingMessage): string | undefined {
  const header = req.headers[CLIENT_IP_HEADER];
  return (Array.isArray(header) ? header[0] : header) || req.socket.remoteAddress;
}

/**
 * The path and query of a Request's URL. undici has parsed and serialised it already, so
 * the path starts at the first slash after the scheme's, the query at the first `?` after
 * that, and a fragment at the first `#` (each is percent-encoded anywhere else): no second
 * parse. An empty query is no query, as URL#search has it.
 */
export function targetOf(url: string): { pathname: string; search: string } {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start === -1) return { pathname: '/', search: '' };
  const hash = url.indexOf('#', start);
  const end = hash === -1 ? url.length : hash;
  const query = url.indexOf('?', start);
  if (query === -1 || query > end) return { pathname: url.slice(start, end), search: '' };
  return { pathname: url.slice(start, query), search: end - query > 1 ? url.slice(query, end) : '' };
}

/** A GET of `path` as a visitor of `host` with no cookies would send it (rebuilds, exports). */
export function anonymousRequest(host: string, path: string): Request {
  return new Request(new URL(path, `http://${host}`), { headers: { host, 'accept-encoding': 'identity' } });
}

/** Sends a rendered page in one write, with its length; `pageHeaders` win over the response's own. */
async function writeWhole(response: Response, res: ServerResponse, pageHeaders: Record<string, string>): Promise<void> {
  const body = await bodyOf(response);
  const headers: Record<string, string | string[] | number> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  Object.assign(headers, pageHeaders);
  const cookies = [...setCookiesOn(res), ...response.headers.getSetCookie()];
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  headers['content-length'] = body.length;
  res.writeHead(response.status, headers);
  res.end(res.req.method === 'HEAD' ? undefined : body);
}
