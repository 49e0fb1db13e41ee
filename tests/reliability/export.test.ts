// The static export (`npm run store:export`) served by nginx
// matches the live store page for page. Both demo stores are exported from the live server's
// database, served by nginx (deploy/nginx/static-export.conf.template, in a temp prefix), and
// every page of the live store that is the same for every visitor (it comes through the render
// cache: `x-render-cache`) is found by crawling from the home page and the sitemap, links and
// all; each must be served by nginx with the same HTML, and every page nginx serves must be such
// a live page (the export also holds public pages no link reaches, e.g. a form's thank-you page).
//
// Normalised before comparing: the store's origin (live and export run on different ports),
// also where a share link carries it URL-encoded.
// Nothing else — no build ids, times or nonces differ, and the test would show it if they did.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, PROJECT_ROOT, TEST_MEDIA_DIR, TEST_PLATFORM_DOMAIN, type TestServer } from '../support/server.ts';
import { requestStore, type StoreResponse } from '../support/http.ts';
import { freePort } from '../support/ports.ts';
import { parseHtml } from '../support/html.ts';
import { FIGURES_DIR, recordFigures } from '../support/reliability.ts';
import { nodeBinary } from '../../scripts/child-process.ts';
import { PAGE_SECURITY_HEADERS, RENDER_CACHE_HEADER } from '../../src/platform/render-cache/headers.ts';

const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const STORES = ['demo', 'north'] as const;
/** A crawl that finds more than this has lost its way (query strings, calendars…). */
const MAX_PAGES = 1_000;

let server: TestServer;
let nginx: ChildProcess | undefined;
let nginxPort: number;
let workDir: string;

/** Runs a command to its end; rejects with its output when it fails. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${args.join(' ')} exited with ${code}:\n${output.slice(-4000)}`))));
  });
}

/** `npm run store:export -- <store> <dir>` against the live server's database, for the nginx host. */
async function exportStore(store: string, dir: string): Promise<void> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: server.databaseUrl,
    SQLITE_PATH: server.databaseUrl,
    MEDIA_DIR: TEST_MEDIA_DIR,
    PLATFORM_DOMAIN: TEST_PLATFORM_DOMAIN,
    // Pages carry absolute addresses (canonical, og:url): those of where nginx serves them.
    PORT: String(nginxPort),
    DEMO_MODE: '1',
    ASTRO_TELEMETRY_DISABLED: '1',
    PRINTFRONT_ROOT: PROJECT_ROOT,
  };
  for (const key of Object.keys(env)) if (key.startsWith('VITEST') || key === 'NODE_ENV' || key === 'TEST') delete env[key];
  await run(nodeBinary(), ['scripts/store-export.ts', store, dir], env);
}

async function startNginx(root: string): Promise<void> {
  const prefix = path.join(workDir, 'nginx');
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(prefix, 'temp', dir), { recursive: true });
  const asRoot = process.getuid?.() === 0;
  const config = readFileSync(path.join(PROJECT_ROOT, 'deploy/nginx/static-export.conf.template'), 'utf8')
    .replaceAll('{{PREFIX}}', prefix)
    .replaceAll('{{USER}}', asRoot ? 'user nobody nogroup;' : '')
    .replaceAll('{{MIME_TYPES}}', '/etc/nginx/mime.types')
    .replaceAll('{{LISTEN}}', `127.0.0.1:${nginxPort}`)
    .replaceAll('{{ROOT}}', root)
    .replaceAll('{{CONTENT_SECURITY_POLICY}}', PAGE_SECURITY_HEADERS['content-security-policy']!);
  writeFileSync(path.join(prefix, 'nginx.conf'), config);
  nginx = spawn(NGINX_BIN, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  nginx.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${output}`);
    try {
      await requestStore(nginxPort, 'demo', '/');
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not answer: ${output}`);
}

beforeAll(async () => {
  if (!existsSync(NGINX_BIN)) throw new Error(`nginx not found at ${NGINX_BIN}: apt-get install nginx-light, or set NGINX_BIN`);
  workDir = mkdtempSync(path.join(tmpdir(), 'printfront-export-'));
  // nginx's workers (nobody) read the exports.
  chmodSync(workDir, 0o755);
  nginxPort = await freePort();
  server = await startTestServer({ name: 'reliability-export', db: 'sqlite' });
  const root = path.join(workDir, 'exports');
  for (const store of STORES) await exportStore(store, path.join(root, `${store}.${TEST_PLATFORM_DOMAIN}`));
  await startNginx(root);
}, 10 * 60_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx!.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (nginx.exitCode === null) nginx.kill('SIGKILL');
  }
  await server?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** The same page from either side: the store's origin made one, as written and URL-encoded (share links). */
function normalise(html: string, store: string): string {
  const host = `${store}.${TEST_PLATFORM_DOMAIN}`;
  let normalised = html;
  for (const port of [server.port, nginxPort])
    normalised = normalised.replaceAll(`${host}:${port}`, `${host}:PORT`).replaceAll(`${host}%3A${port}`, `${host}%3APORT`);
  return normalised;
}

/** A same-store page path from a link: no query (a static copy has none), no fragment; undefined when it leaves the store. */
function pagePath(href: string, store: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href, `http://${store}.${TEST_PLATFORM_DOMAIN}:${server.port}/`);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' || url.hostname !== `${store}.${TEST_PLATFORM_DOMAIN}` || url.search !== '') return undefined;
  // Files (assets, media, feeds) are copied or served otherwise; pages end in a slash.
  if (!url.pathname.endsWith('/')) return undefined;
  return decodeURI(url.pathname);
}

/** Every path of the live store whose page is the same for all visitors, and the pages themselves. */
async function crawl(store: string): Promise<Map<string, StoreResponse>> {
  const pages = new Map<string, StoreResponse>();
  const seen = new Set<string>();
  const queue = ['/', '/sitemap/'];
  const sitemap = await requestStore(server.port, store, '/sitemap.xml');
  if (sitemap.status === 200)
    for (const match of sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g))
      queue.push(...[pagePath(match[1]!, store)].filter((entry): entry is string => entry !== undefined));
  while (queue.length > 0) {
    const next = queue.shift()!;
    if (seen.has(next)) continue;
    seen.add(next);
    if (seen.size > MAX_PAGES) throw new Error(`More than ${MAX_PAGES} paths on ${store}: the crawl is lost`);
    const response = await requestStore(server.port, store, encodeURI(next));
    if (response.status !== 200 || !String(response.headers['content-type']).startsWith('text/html')) continue;
    // Only pages the render cache keeps are the same for every visitor; the others (basket,
    // account, search) answer each visitor and have no static copy.
    if (!response.headers[RENDER_CACHE_HEADER]) continue;
    pages.set(next, response);
    for (const link of parseHtml(response.text).all('a[href]')) {
      const found = pagePath(link.attribs.href!, store);
      if (found && !seen.has(found)) queue.push(found);
    }
  }
  return pages;
}

/** The pages an export holds: <path>/index.html under its directory. */
function exportedPaths(dir: string, relative = '/'): string[] {
  const paths: string[] = [];
  for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
    if (entry.isFile() && entry.name === 'index.html') paths.push(relative);
    if (entry.isDirectory() && !(relative === '/' && ['_astro', 'media', 'fonts'].includes(entry.name)))
      paths.push(...exportedPaths(dir, `${relative}${entry.name}/`));
  }
  return paths;
}

/** Each store's live pages, from the first test to the second. */
const crawledPages = new Map<string, Map<string, StoreResponse>>();

/** Files a page loads from its own store: images (srcset too), stylesheets, scripts, icons, the manifest. */
function assetPaths(html: string): string[] {
  const found = new Set<string>();
  const links = [...html.matchAll(/<link\b[^>]*?\shref="([^"]+)"/g)];
  for (const match of [...links, ...html.matchAll(/\s(?:src|srcset)="([^"]+)"/g)]) {
    for (const candidate of match[1]!.split(',').map((entry) => entry.trim().split(/\s+/)[0]!)) {
      if (/^\/(?!\/)/.test(candidate) && !candidate.endsWith('/') && !candidate.includes('?')) found.add(candidate.replaceAll('&amp;', '&'));
    }
  }
  return [...found];
}

describe.each(STORES)('the static export of %s served by nginx', (store) => {
  it('has the live store’s pages, page for page the same HTML', async () => {
    const started = performance.now();
    const live = await crawl(store);
    crawledPages.set(store, live);
    expect(live.size).toBeGreaterThan(20);
    const exported = exportedPaths(path.join(workDir, 'exports', `${store}.${TEST_PLATFORM_DOMAIN}`)).sort();
    const crawledCount = live.size;
    // Every page the crawl found is in the export…
    expect([...live.keys()].filter((found) => !exported.includes(found)).sort()).toEqual([]);
    // …and every exported page no link reaches (a form's thank-you page) is a live page the same for every visitor.
    const notLive: string[] = [];
    for (const unlinked of exported.filter((entry) => !live.has(entry))) {
      const response = await requestStore(server.port, store, encodeURI(unlinked));
      if (response.status === 200 && response.headers[RENDER_CACHE_HEADER]) live.set(unlinked, response);
      else notLive.push(`${unlinked} (${response.status})`);
    }
    expect(notLive).toEqual([]);

    const differing: string[] = [];
    for (const [pagePathname, response] of live) {
      const served = await requestStore(nginxPort, store, encodeURI(pagePathname));
      expect(served.status, pagePathname).toBe(200);
      expect(served.headers['content-type'], pagePathname).toMatch(/^text\/html/);
      if (normalise(served.text, store) !== normalise(response.text, store)) {
        differing.push(pagePathname);
        // Both copies kept for a look: test-results/reliability/export-diff/<store>/<path>/{live,served}.html.
        const dir = path.join(FIGURES_DIR, 'export-diff', store, pagePathname);
        mkdirSync(dir, { recursive: true });
        writeFileSync(path.join(dir, 'live.html'), normalise(response.text, store));
        writeFileSync(path.join(dir, 'served.html'), normalise(served.text, store));
      }
    }
    expect(differing).toEqual([]);

    // Not found is the store's own 404 page, with a 404.
    const missing = await requestStore(nginxPort, store, '/no-such-page/');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('</html>');
    recordFigures(`export-${store}`, {
      pages: live.size,
      crawled: crawledCount,
      exported: exported.length,
      differing: differing.length,
      seconds: Math.round((performance.now() - started) / 100) / 10,
    });
  });

  it('serves the store’s robots.txt, sitemap.xml and manifest as the live store does, and every file its pages load', async () => {
    for (const file of ['/robots.txt', '/sitemap.xml', '/manifest.webmanifest']) {
      const [live, served] = [await requestStore(server.port, store, file), await requestStore(nginxPort, store, file)];
      expect(live.status, file).toBe(200);
      expect(served.status, file).toBe(200);
      expect(normalise(served.text, store), file).toBe(normalise(live.text, store));
    }
    const pages = crawledPages.get(store);
    expect(pages, 'the pages test ran first').toBeDefined();
    const assets = new Set([...pages!.values()].flatMap((page) => assetPaths(page.text)));
    expect(assets.size).toBeGreaterThan(5);
    const missing: string[] = [];
    for (const asset of assets) {
      const served = await requestStore(nginxPort, store, asset);
      if (served.status !== 200) missing.push(`${asset} (${served.status})`);
    }
    expect(missing).toEqual([]);
  });
});
