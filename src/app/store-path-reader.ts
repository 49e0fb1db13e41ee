import { AsyncLocalStorage } from 'node:async_hooks';
import { StorePathError, type StorePathAnswer, type StorePathReader } from '../platform/render-cache/store-runtime.ts';
import { anonymousRequest, type PageRenderer } from './page-renderer.ts';
import { subdomainHost } from '../platform/http/store-hosts.ts';
import { ASYNC_REASONS, ASYNC_SOURCE_LIMITS } from '../lib/page-document/async-source.ts';

// Set while a block's path is being read: the page or call that answers it is rendered
// inside, and a path that is itself a page of blocks loading paths (or the page asking)
// would otherwise read itself for ever.
const reading = new AsyncLocalStorage<true>();

/**
 * Reads a store's own path in this process, as an anonymous visitor on its sub-domain:
 * what a block loads is then the same for every visitor, so the page stays shareable,
 * and no session, cookie or network is involved. Waits ASYNC_SOURCE_LIMITS.timeoutMs.
 */
export function storePathReader(renderer: PageRenderer): StorePathReader {
  return async (division, path): Promise<StorePathAnswer> => {
    if (reading.getStore()) throw new StorePathError(ASYNC_REASONS.nested);
    const host = subdomainHost(division.subdomain);
    const request = anonymousRequest(host, path);
    request.headers.set('accept', 'application/json');
    const answer = reading.run(true, async () => {
      const rendered = await renderer.render(request, { kind: 'store', division, via: 'subdomain' }, host);
      const body = rendered.page ? rendered.page.identity.toString('utf8') : await rendered.response.text();
      return { status: rendered.response.status, contentType: rendered.response.headers.get('content-type'), body };
    });
    // A read that loses the race below still ends; its failure is then nobody's to handle.
    answer.catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new StorePathError(ASYNC_REASONS.timeout)), ASYNC_SOURCE_LIMITS.timeoutMs);
    });
    try {
      return await Promise.race([answer, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
