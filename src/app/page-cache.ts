import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HostMatch } from '../platform/front/host-match.ts';
import type { Runtime } from './runtime.ts';
import { writePageFile, type PageRenderer } from './page-renderer.ts';
import { readStoredPage } from '../platform/render-cache/persist.ts';
import { cacheableRequest, cacheKey, variantOf } from '../platform/render-cache/policy.ts';
import { sendCachedPage } from '../platform/render-cache/send.ts';
import { visitorFacts } from '../platform/render-cache/visitor-facts.ts';
import { logger } from '../platform/ops/logger.ts';

type StoreMatch = Extract<HostMatch, { kind: 'store' }>;

/** Told of each cacheable request's outcome (the server's metrics count them). */
export interface CacheOutcomes {
  hit(): void;
  miss(): void;
}

const UNCOUNTED: CacheOutcomes = { hit() {}, miss() {} };

/** API calls, build assets and fonts never come from the page cache. */
const NEVER_CACHED = /^\/(omnis|_astro|fonts|event-collector)\//;

/**
 * The front server's cache step for a store's page: a kept page is answered from memory
 * with no rendering; a miss looks in the shared tier, and concurrent misses of one page
 * wait for the single render the first one started.
 */
export class PageCache {
  private readonly runtime: Runtime;
  private readonly renderer: PageRenderer;
  private readonly outcomes: CacheOutcomes;

  constructor(runtime: Runtime, renderer: PageRenderer, outcomes: CacheOutcomes = UNCOUNTED) {
    this.runtime = runtime;
    this.renderer = renderer;
    this.outcomes = outcomes;
  }

  /** Answers the request from the cache (or through its single render); false when the cache has no part in it. */
  serve(req: IncomingMessage, res: ServerResponse, host: string, pathname: string, match: StoreMatch): boolean {
    if (!cacheableRequest(req.method, req.url ?? '') || NEVER_CACHED.test(pathname)) return false;
    // A store under review sends its visitors to /store-under-review/: the guards
    // decide per visitor, so nothing kept from before the review may answer for them.
    if (match.division.underReview) return false;
    const version = match.division.contentVersion;
    const base = cacheKey(host, pathname);
    if (this.runtime.pages.pathRecord(base, version)?.passThrough) return false;
    if (this.sendKept(req, res, host, pathname, version, 'hit')) return true;
    const waiting = this.runtime.pages.inflight.get(base);
    const answer = waiting
      ? // Asked again once that render is done: it was kept, or found not shareable.
        waiting.then(async () => {
          if (this.sendKept(req, res, host, pathname, version, 'shared')) return;
          this.outcomes.miss();
          await this.renderer.respond(req, res, match, host);
        })
      : this.fill(req, res, host, pathname, match);
    answer.catch((error: unknown) => {
      logger.error({ err: error, key: base }, 'render cache could not answer');
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Server error');
    });
    return true;
  }

  /** Sends the kept page for this visitor's variant, if there is one at the current version. */
  private sendKept(req: IncomingMessage, res: ServerResponse, host: string, pathname: string, version: number, state: 'hit' | 'shared'): boolean {
    const tier = this.runtime.pages;
    const record = tier.pathRecord(cacheKey(host, pathname), version);
    if (record?.passThrough) return false;
    const variant = record?.vary.length ? variantOf(record.vary, visitorFacts(req.headers.cookie)) : '';
    const page = tier.get(cacheKey(host, pathname, variant));
    if (!page || page.contentVersion !== version) return false;
    sendCachedPage(req, res, page, state);
    this.outcomes.hit();
    return true;
  }

  /** A miss: the shared tier, else one render that concurrent requests for the page wait for. */
  private async fill(req: IncomingMessage, res: ServerResponse, host: string, pathname: string, match: StoreMatch): Promise<void> {
    const tier = this.runtime.pages;
    const { division } = match;
    const base = cacheKey(host, pathname);
    let finished!: () => void;
    tier.inflight.set(base, new Promise<void>((resolve) => (finished = resolve)));
    try {
      // Only plain pages are read back: which variant a visitor gets is learnt by rendering.
      const varies = (tier.pathRecord(base, division.contentVersion)?.vary.length ?? 0) > 0;
      const stored = varies
        ? undefined
        : await readStoredPage(this.runtime.db, this.runtime.buildId, division.id, base, division.contentVersion).catch(logReadFailure);
      if (stored) {
        tier.set(base, stored);
        tier.notePath(base, { contentVersion: division.contentVersion, passThrough: false, vary: [] });
        writePageFile(this.runtime, host, pathname, stored);
        this.outcomes.hit();
        return sendCachedPage(req, res, stored, 'hit');
      }
      this.outcomes.miss();
      await this.renderer.respond(req, res, match, host);
    } finally {
      tier.inflight.delete(base);
      finished();
    }
  }
}

function logReadFailure(error: unknown): undefined {
  logger.error({ err: error }, 'render cache: shared tier read failed');
  return undefined;
}
