import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CachedPage } from './entry.ts';
import { CACHED_PAGE_CACHE_CONTROL, PRIVATE_CACHE_CONTROL } from './policy.ts';
import { PAGE_SECURITY_HEADERS, RENDER_CACHE_HEADER } from './headers.ts';

/** How the page was found: in the cache, rendered just now, or rendered by a concurrent request. */
export type CacheState = 'hit' | 'miss' | 'shared';

export interface SendOptions {
  /** Headers of the rendering's own response (e.g. set-cookie) for its first visitor. */
  headers?: Headers | undefined;
  /** This response is the visitor's own (it sets a cookie): no shared cache may keep it. */
  private?: boolean;
}

/** Sends a kept page in the encoding the browser prefers, or a 304 when its ETag matches. */
export function sendCachedPage(req: IncomingMessage, res: ServerResponse, page: CachedPage, state: CacheState, options: SendOptions = {}): void {
  const headers: Record<string, string | number | string[]> = {};
  options.headers?.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'content-encoding' && name !== 'set-cookie') headers[name] = value;
  });
  // Cookies the split-test step set on `res` (a session starting) join the rendering's own.
  const cookies = [...setCookiesOn(res), ...(options.headers?.getSetCookie() ?? [])];
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  Object.assign(headers, PAGE_SECURITY_HEADERS, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': options.private || cookies.length > 0 ? PRIVATE_CACHE_CONTROL : CACHED_PAGE_CACHE_CONTROL,
    etag: page.etag,
    vary: 'Accept-Encoding',
    [RENDER_CACHE_HEADER]: state,
  });
  if (req.headers['if-none-match'] === page.etag) {
    res.writeHead(304, headers).end();
    return;
  }
  const accepted = req.headers['accept-encoding'] ?? '';
  const [encoding, body] = accepted.includes('br') ? ['br', page.brotli] : accepted.includes('gzip') ? ['gzip', page.gzip] : [undefined, page.identity];
  if (encoding) headers['content-encoding'] = encoding;
  headers['content-length'] = body.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The Set-Cookie headers already set on the response (writeHead would replace them). */
export function setCookiesOn(res: ServerResponse): string[] {
  const value = res.getHeader('set-cookie');
  return value === undefined ? [] : Array.isArray(value) ? value : [String(value)];
}
