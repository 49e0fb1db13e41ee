// Every internal link of every page of both demo stores leads somewhere. The crawl starts at
// each store's home page (and the pages only a form reaches), follows every <a href> on the
// store's own host, follows redirects, and fails on any 404 or 5xx, except the paths listed
// below as not built yet.
import { describe, expect, it } from 'vitest';
import { storeRequest } from '../support/api.ts';
import { parseHtml } from '../support/html.ts';
import { scaled } from '../support/slowdown.ts';

/**
 * Linked from the demo stores but not built yet. Building a page removes its entries; the
 * list shrinks to nothing. A prefix entry ends with "*".
 */
const UNBUILT: string[] = [];

/** Pages no link reaches but a form or the shell does (search, sitemap). */
const ENTRY_POINTS = ['/', '/search/?search=tee', '/sitemap/', '/blog/', '/help/'];

/** Enough for every page of a demo store (products × colours, blog, help) with room to grow. */
const MAX_PAGES_PER_STORE = 3000;
const MAX_REDIRECTS = 5;

function isUnbuilt(path: string): boolean {
  return UNBUILT.some((entry) => (entry.endsWith('*') ? path.startsWith(entry.slice(0, -1)) : path === entry));
}

/** The store-relative address of an href found on `page`, or null when it leaves the store. */
function internalPath(href: string, page: URL): string | null {
  if (/^(mailto|tel|javascript|data):/i.test(href) || href.startsWith('#')) return null;
  let url: URL;
  try {
    url = new URL(href, page);
  } catch {
    return null;
  }
  if (url.host !== page.host || !/^https?:$/.test(url.protocol)) return null;
  return url.pathname + url.search;
}

interface Visit {
  status: number;
  /** Where the redirects ended. */
  finalPath: string;
  html: string | null;
}

async function visit(store: string, path: string): Promise<Visit> {
  let current = path;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const response = await storeRequest(store, current, { timeoutMs: 30_000 });
    const location = response.headers.location;
    if (response.status >= 300 && response.status < 400 && location) {
      const next = internalPath(location, new URL(current, 'http://store.invalid'));
      if (next === null) return { status: response.status, finalPath: current, html: null };
      current = next;
      continue;
    }
    const isHtml = /text\/html/.test(String(response.headers['content-type'] ?? ''));
    return { status: response.status, finalPath: current, html: isHtml ? response.text : null };
  }
  return { status: 310, finalPath: current, html: null };
}

interface CrawlResult {
  pages: number;
  broken: string[];
  unbuiltSeen: Set<string>;
}

async function crawl(store: string): Promise<CrawlResult> {
  const base = new URL('http://store.invalid/');
  const foundOn = new Map<string, string>(ENTRY_POINTS.map((path) => [path, '(entry point)']));
  const queue = [...ENTRY_POINTS];
  const broken: string[] = [];
  const unbuiltSeen = new Set<string>();
  let pages = 0;
  while (queue.length > 0 && pages < MAX_PAGES_PER_STORE) {
    // A few at a time: quick, without flooding a busy machine.
    const batch = queue.splice(0, 6);
    const visits = await Promise.all(batch.map(async (path) => ({ path, result: await visit(store, path) })));
    for (const { path, result } of visits) {
      pages++;
      if (result.status === 404 || result.status >= 500) {
        if (isUnbuilt(result.finalPath) || isUnbuilt(path)) unbuiltSeen.add(path);
        else broken.push(`${path} → ${result.status} (linked from ${foundOn.get(path)})`);
        continue;
      }
      if (result.html === null) continue;
      const page = new URL(result.finalPath, base);
      for (const anchor of parseHtml(result.html).all('a[href]')) {
        const target = internalPath(anchor.attribs.href ?? '', page);
        if (target === null || foundOn.has(target)) continue;
        foundOn.set(target, path);
        queue.push(target);
      }
    }
  }
  if (queue.length > 0) broken.push(`crawl stopped after ${pages} pages with ${queue.length} links unvisited: raise MAX_PAGES_PER_STORE`);
  return { pages, broken, unbuiltSeen };
}

describe('link check', () => {
  it.each(['demo', 'north'])('finds no broken internal link in the %s store', { timeout: scaled(600_000) }, async (store) => {
    const result = await crawl(store);
    expect(result.pages).toBeGreaterThan(20);
    expect(result.broken).toEqual([]);
  });

  it('keeps no entry for a page that exists now', async () => {
    // Building a page removes its entry: an exact entry must still be missing.
    for (const entry of UNBUILT.filter((path) => !path.endsWith('*'))) {
      const result = await visit('demo', entry);
      expect(result.status, `${entry} exists now: remove it from UNBUILT`).toBe(404);
    }
  });
});
