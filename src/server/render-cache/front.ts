import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../db/database.ts';
import type { CachedPage } from './entry.ts';
import { memoryTier, type HostRecord } from './memory.ts';
import { readStoredPage } from './persist.ts';
import { readContentVersion } from '../stores/divisions.ts';
import { CACHED_PAGE_CACHE_CONTROL, cacheKey, cacheableRequest } from './policy.ts';
import { PAGE_SECURITY_HEADERS, RENDER_CACHE_HEADER } from './headers.ts';

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/** API calls, build assets and fonts never come from the page cache. */
const NEVER_CACHED = /^\/(omnis|_astro|fonts|event-collector)\//;

/** How old a host's known content version may be before it is read again (ms). */
const VERSION_TTL = 1000;

function send(req: IncomingMessage, res: ServerResponse, page: CachedPage, state: 'hit' | 'shared'): void {
  const headers: Record<string, string | number> = {
    ...PAGE_SECURITY_HEADERS,
    'content-type': 'text/html; charset=utf-8',
    'cache-control': CACHED_PAGE_CACHE_CONTROL,
    etag: page.etag,
    vary: 'Accept-Encoding',
    [RENDER_CACHE_HEADER]: state,
  };
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

/**
 * Re-reads a host's content version when it is older than a second, so a change made by
 * another process (a CLI rebuild, another instance) is seen within a second. Requests
 * arriving meanwhile share the one read.
 */
function refreshVersion(db: Db, record: HostRecord): Promise<void> | undefined {
  if (Date.now() - record.checkedAt < VERSION_TTL) return undefined;
  record.checking ??= readContentVersion(db, record.divisionId)
    .then((version) => {
      if (version !== undefined && version !== record.contentVersion) memoryTier().noteVersion(record.divisionId, version);
      record.checkedAt = Date.now();
    })
    .catch((error: unknown) => console.error('[render-cache] version check failed', error))
    .finally(() => {
      record.checking = undefined;
    });
  return record.checking;
}

/** Renders and requests asking for a fresh rendering only count from this machine. */
function isRefresh(req: IncomingMessage): boolean {
  const address = req.socket.remoteAddress ?? '';
  return req.headers[RENDER_CACHE_HEADER] === 'refresh' && (address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1');
}

/**
 * The front server's cache step: a cached page is answered from memory with no
 * rendering; a miss looks in the shared tier, and concurrent misses of one page
 * wait for the single render the first one started.
 */
export function renderCacheHandler(db: Db, app: NodeHandler) {
  const tier = memoryTier();
  const serve = (req: IncomingMessage, res: ServerResponse, key: string, record: HostRecord): void => {
    const page = tier.get(key);
    if (page && page.contentVersion === record.contentVersion) return send(req, res, page, 'hit');
    const waiting = tier.inflight.get(key);
    if (waiting) {
      void waiting.then((shared) => (shared ? send(req, res, shared, 'shared') : app(req, res)));
      return;
    }
    const version = record.contentVersion;
    let settle: (value: CachedPage | undefined) => void = () => {};
    tier.inflight.set(key, new Promise((resolve) => (settle = resolve)));
    const done = () => {
      tier.inflight.delete(key);
      const rendered = tier.get(key);
      const shared = rendered && rendered.contentVersion === version ? rendered : undefined;
      // A HEAD tells nothing about shareability (there is no body to keep).
      if (!shared && req.method === 'GET') tier.passThrough.set(key, version);
      settle(shared);
    };
    readStoredPage(db, record.divisionId, key, version)
      .then((stored) => {
        if (stored) {
          tier.set(key, stored);
          send(req, res, stored, 'hit');
          done();
          return;
        }
        res.once('close', done);
        void app(req, res);
      })
      .catch((error: unknown) => {
        console.error('[render-cache] shared tier read failed', error);
        res.once('close', done);
        void app(req, res);
      });
  };

  return (req: IncomingMessage, res: ServerResponse, pathname: string): boolean => {
    if (!cacheableRequest(req.method, req.url ?? '') || isRefresh(req) || NEVER_CACHED.test(pathname)) return false;
    const host = req.headers.host;
    const record = host ? tier.hosts.get(host) : undefined;
    if (!host || !record) return false;
    const key = cacheKey(host, pathname);
    const refreshing = refreshVersion(db, record);
    if (refreshing) {
      void refreshing.then(() => (tier.passThrough.get(key) === record.contentVersion ? app(req, res) : serve(req, res, key, record)));
      return true;
    }
    if (tier.passThrough.get(key) === record.contentVersion) return false;
    serve(req, res, key, record);
    return true;
  };
}
