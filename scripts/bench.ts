// `npm run bench`: the built server and nginx side by side on this machine, driven by
// wrk (one thread, so the load generator takes one core and the servers the other);
// prints a table and writes docs/benchmarks.md.
//
// Measured: the cached home page (memory tier), nginx serving the same HTML as a static
// file, a bare Node http server sending the same bytes and headers, uncached renders of the
// home page and /all-blocks/ (a query string bypasses the page cache; data and fragments
// stay memoised), cold first renders right after a content-version bump (nothing
// memoised), and the add-to-basket call as a new visitor.
// Also the HTML and JavaScript bytes (gzip) of representative pages, a product page among them.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { config } from '../src/platform/config/config.ts';
import { openDatabase } from '../src/platform/db/database.ts';
import { bumpContentVersion } from '../src/server/stores/index.ts';
import { findDivisionBySubdomain } from '../src/server/stores/index.ts';
import { requestAsHost } from '../tests/support/request-as-host.ts';
import { freePort } from '../tests/support/ports.ts';
import { startTestServer } from '../tests/support/server.ts';
import { benchPublish, publishTable } from './bench-publish.ts';
import { makeNginxPrefix, nginxConfig, pageFileHeaders } from './cluster-nginx.ts';

const ROOT = process.cwd();
const WORK = path.join(ROOT, 'var/bench');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 25;
const WRK = ensureProgram('wrk', 'wrk');

interface Figures {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** A Debian program, installed from the package archive when missing and this is root. */
function ensureProgram(binary: string, debianPackage: string): string {
  const find = () => ['/usr/sbin/', '/usr/bin/'].map((dir) => dir + binary).find((candidate) => fs.existsSync(candidate));
  const found = find();
  if (found) return found;
  if (process.getuid?.() !== 0) throw new Error(`${binary} is not installed (apt-get install ${debianPackage}) and this is not root`);
  console.log(`Installing ${debianPackage} from Debian…`);
  const result = spawnSync('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${debianPackage}`], { stdio: 'inherit' });
  const installed = result.status === 0 ? find() : undefined;
  if (!installed) throw new Error(`Could not install ${debianPackage}`);
  return installed;
}

/** nginx serving `root` as static files; `extra` goes into its location (headers to add). */
function startNginx(binary: string, root: string, port: number, workers: string, extra = ''): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pf-nginx-'));
  fs.mkdirSync(path.join(dir, 'logs'));
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `worker_processes ${workers};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  types { text/html html; }
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  # The same precompressed bytes the render cache sends, for a like-for-like comparison.
  server { listen 127.0.0.1:${port}; root ${root}; etag on; gzip_static on; location / { try_files $uri $uri/index.html =404;
${extra}
  } }
}
`,
  );
  const child = spawn(binary, ['-c', conf, '-p', dir], { stdio: 'ignore' });
  return () => {
    child.kill('SIGQUIT');
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

/**
 * nginx with `npm run cluster`'s config (deploy/nginx/cluster.conf.template) in front of the
 * server: cached pages come from the render cache's file tier, sent by nginx itself.
 */
function startNginxInFront(binary: string, upstreamPort: number, port: number, pageFiles: string, workers: string): () => void {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'pf-nginx-front-'));
  fs.chmodSync(prefix, 0o755);
  makeNginxPrefix(prefix);
  const conf = path.join(prefix, 'nginx.conf');
  // The same worker count as the static nginx it is compared with.
  fs.writeFileSync(conf, nginxConfig(prefix, `127.0.0.1:${port}`, [upstreamPort], pageFiles).replace('worker_processes auto;', `worker_processes ${workers};`));
  const child = spawn(binary, ['-p', prefix, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'], { stdio: 'ignore' });
  return () => {
    child.kill('SIGQUIT');
    fs.rmSync(prefix, { recursive: true, force: true });
  };
}

/** wrk's duration with its unit ("812.00us", "3.21ms", "1.02s") in milliseconds. */
function milliseconds(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) throw new Error(`wrk printed an unknown duration: ${text}`);
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
  return Number(match[1]) * scale;
}

function wrk(url: string, host: string | undefined, encoding: string, seconds: number, script?: string): string {
  const headers = [...(host ? ['-H', `Host: ${host}`] : []), '-H', `Accept-Encoding: ${encoding}`];
  const run = spawnSync(WRK, ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', ...(script ? ['-s', script] : []), ...headers, url], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr}`);
  return run.stdout;
}

async function load(label: string, url: string, host: string | undefined, encoding = 'gzip', script?: string): Promise<Figures> {
  // Warm-up: the JIT and the memoised data and fragments settle before measuring.
  wrk(url, host, encoding, 5, script);
  const output = wrk(url, host, encoding, DURATION, script);
  const percentile = (name: string) => milliseconds(new RegExp(`^\\s+${name}%\\s+(\\S+)`, 'm').exec(output)?.[1] ?? 'NaNms');
  const errors =
    Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0) +
    [...output.matchAll(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/g)]
      .flatMap((match) => match.slice(1).map(Number))
      .reduce((sum, n) => sum + n, 0);
  return { label, requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0), p50: percentile('50'), p99: percentile('99'), errors };
}

/** Every script a page loads without a person interacting: inline, <script src>, island components and renderers, and what they import. */
async function pageBytes(origin: string, host: string, pagePath: string) {
  const page = await requestAsHost(origin, host, pagePath);
  if (page.status !== 200) throw new Error(`${pagePath} answered ${page.status}`);
  const inline = [...page.body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
  const sources = [...page.body.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1] ?? '');
  const islands = [...page.body.matchAll(/<astro-island[^>]*>/g)].flatMap((match) =>
    [...match[0].matchAll(/(?:component|renderer)-url="([^"]+)"/g)].map((url) => url[1] ?? ''),
  );
  const files = new Map<string, string>();
  const queue = [...sources, ...islands].filter(Boolean);
  // Vite chunks import each other by relative path: follow them all, each file once.
  while (queue.length > 0) {
    const source = queue.shift()!;
    if (files.has(source)) continue;
    const body = (await requestAsHost(origin, host, source)).body;
    files.set(source, body);
    for (const match of body.matchAll(/(?:from|import)\s*\(?\s*["']\.\/([^"']+)["']/g)) queue.push(new URL(`./${match[1]}`, `http://x${source}`).pathname);
  }
  const js = [...inline, ...files.values()].join('\n');
  return {
    path: pagePath,
    html: gzipSync(page.body).length,
    htmlRaw: Buffer.byteLength(page.body),
    js: js.length ? gzipSync(js).length : 0,
    scriptFiles: files.size,
  };
}

/**
 * A wrk script posting the add-to-basket call as a new visitor would (no visitor cookie, so
 * every request makes a basket and its first line): a product page's first colour and size.
 */
async function addToBasketScript(origin: string, host: string): Promise<string> {
  const home = (await requestAsHost(origin, host, '/')).body;
  // The first product linked from home that is a single garment: a bundle's add also needs
  // each part's colour and size (bundleOptions), which this one-line body does not carry.
  let productPath: string | undefined;
  let page = '';
  for (const [, candidate] of home.matchAll(/href="(\/product\/[a-z0-9-]+\/)"/g)) {
    page = (await requestAsHost(origin, host, candidate!)).body;
    if (!page.includes('bundleOptions[')) {
      productPath = candidate;
      break;
    }
  }
  if (!productPath) throw new Error('No single product linked from the home page');
  const productUrl = page.match(/name="item\[productUrl\]" value="([^"]+)"/)?.[1];
  const productColor = page.match(/name="item\[productColor\]" value="([^"]+)"[^>]*checked/)?.[1];
  const productSize = page.match(/name="item\[productSize\]" value="([^"]+)"/)?.[1];
  if (!productUrl || !productColor || !productSize) throw new Error(`Could not read the add-to-basket form of ${productPath}`);
  const body = JSON.stringify({ item: { productUrl, productColor, productSize }, name: 'main' });
  const script = path.join(WORK, 'add-to-basket.lua');
  // The CSRF check compares the XSRF cookie with its header: any matching pair passes.
  fs.writeFileSync(
    script,
    `wrk.method = "POST"
wrk.body = ${JSON.stringify(body)}
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Cookie"] = "XSRF-TOKEN=bench"
wrk.headers["X-XSRF-TOKEN"] = "bench"
`,
  );
  return script;
}

/** A page's headers less those each response makes afresh (the bare Node server adds its own). */
function keptHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const fresh = new Set(['date', 'connection', 'keep-alive', 'content-length', 'content-encoding', 'transfer-encoding']);
  return Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => !fresh.has(entry[0]) && typeof entry[1] === 'string'));
}

/** scripts/bench-bare-node.mjs on `port`, once it listens; returns its stop. */
async function startBareNode(dir: string, port: number): Promise<() => void> {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/bench-bare-node.mjs'), dir, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the bare Node server exited (${code})`)));
  });
  return () => child.kill();
}

async function coldRenders(databaseUrl: string, origin: string, host: string, rounds: number): Promise<{ p50: number; p99: number }> {
  const { db } = await openDatabase(databaseUrl);
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const division = await findDivisionBySubdomain(db, 'demo');
    // No rebuild job: it would render the page before the request this measures.
    await bumpContentVersion({ db, division: division! }, { rebuild: false });
    // The server notices another process's bump within a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const started = performance.now();
    await requestAsHost(origin, host, '/');
    times.push(performance.now() - started);
  }
  await db.destroy();
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}

/**
 * Northwind's home page (the demo store's runs two split tests, so an instance must pick each
 * visitor's variation): nginx serving its bytes as a static file, and nginx with the cluster
 * config in front of the server sending it from the file tier; one worker, then one per core.
 */
async function fileTierRows(nginx: string, serverPort: number, pageFiles: string, stops: (() => void)[]): Promise<Figures[]> {
  const host = `north.localhost:${serverPort}`;
  const home = await requestAsHost(`http://127.0.0.1:${serverPort}`, host, '/');
  const root = path.join(WORK, 'static-north');
  fs.mkdirSync(root, { recursive: true });
  fs.writeFileSync(path.join(root, 'index.html'), home.body);
  fs.writeFileSync(path.join(root, 'index.html.gz'), gzipSync(home.body, { level: 6 }));
  const rows: Figures[] = [];
  const plainPort = await freePort();
  stops.push(startNginx(nginx, root, plainPort, '1'));
  for (const workers of ['1', 'auto']) {
    const staticPort = await freePort();
    const frontPort = await freePort();
    // Headers and body byte for byte what nginx in front sends (its Content-Type charset and Vary too).
    stops.push(startNginx(nginx, root, staticPort, workers, `${pageFileHeaders()}\n      charset utf-8;\n      gzip_vary on;\n      server_tokens off;`));
    stops.push(startNginxInFront(nginx, serverPort, frontPort, pageFiles, workers));
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Measured only once nginx sends the page from the file tier itself.
    const sent = await requestAsHost(`http://127.0.0.1:${frontPort}`, host, '/');
    if (sent.headers['x-render-cache'] !== 'file')
      throw new Error(`nginx in front did not send the home page from the file tier (x-render-cache: ${String(sent.headers['x-render-cache'])})`);
    if (sent.body !== home.body) throw new Error('nginx in front sent other bytes than the server');
    const label = workers === '1' ? '1 worker' : 'worker per core';
    rows.push(await load(`nginx, static Northwind home page with a cached page's headers, gzip (${label})`, `http://127.0.0.1:${staticPort}/`, undefined));
    rows.push(
      await load(
        `Printfront behind nginx (npm run cluster's config), Northwind's cached home page from the file tier, gzip (${label})`,
        `http://127.0.0.1:${frontPort}/`,
        host,
      ),
    );
  }
  rows.push(await load('nginx, static Northwind home page, no extra headers, gzip (1 worker)', `http://127.0.0.1:${plainPort}/`, undefined));
  return rows;
}

/** The same home page from a single server process (WEB_CONCURRENCY=1), for comparison. */
async function oneProcessRows(): Promise<Figures[]> {
  const single = await startTestServer({
    name: 'bench-one',
    db: 'sqlite',
    env: { NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: '1', DEMO_MODE: '0', WEB_CONCURRENCY: '1' },
  });
  try {
    const host = `demo.localhost:${single.port}`;
    await requestAsHost(single.baseUrl, host, '/');
    return [
      await load('Printfront, one process, cached home page, gzip', `${single.baseUrl}/`, host),
      await load('Printfront, one process, uncached home page render', `${single.baseUrl}/?bench=render`, host),
    ];
  } finally {
    await single.stop();
  }
}

const round = (value: number) => (value >= 100 ? Math.round(value).toLocaleString('en-GB') : value.toFixed(1));

async function main(): Promise<void> {
  process.env.ASTRO_TELEMETRY_DISABLED = '1';
  if (!fs.existsSync(path.join(ROOT, 'dist/server/entry.mjs'))) spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  const nginx = ensureProgram('nginx', 'nginx-light');
  fs.rmSync(WORK, { recursive: true, force: true });
  fs.mkdirSync(path.join(WORK, 'static'), { recursive: true });
  // Production mode on a fresh SQLite file: the demo stores are seeded, their accounts are not.
  // As many server processes as `npm start` runs here (WEB_CONCURRENCY, default one per core).
  const processes = config.workers;
  // The file tier is written for the nginx-in-front rows (nginx's workers read it as nobody).
  const pageFiles = path.join(WORK, 'page-files');
  fs.chmodSync(WORK, 0o755);
  const server = await startTestServer({
    name: 'bench',
    db: 'sqlite',
    env: { NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: '1', DEMO_MODE: '0', WEB_CONCURRENCY: String(processes), PAGE_FILES_DIR: pageFiles },
  });
  const origin = server.baseUrl;
  const host = `demo.localhost:${server.port}`;
  // nginx is stopped however the run ends: a failed run must not leave it listening.
  const stops: (() => void)[] = [];
  try {
    // The page nginx serves is byte for byte what the cache serves.
    const home = await requestAsHost(origin, host, '/');
    fs.writeFileSync(path.join(WORK, 'static/index.html'), home.body);
    fs.writeFileSync(path.join(WORK, 'static/index.html.gz'), gzipSync(home.body, { level: 6 }));
    fs.writeFileSync(path.join(WORK, 'static/headers.json'), JSON.stringify(keptHeaders(home.headers)));
    const bareNodePort = await freePort();
    stops.push(await startBareNode(path.join(WORK, 'static'), bareNodePort));
    const nginxPort = await freePort();
    const stopNginx = startNginx(nginx, path.join(WORK, 'static'), nginxPort, '1');
    stops.push(stopNginx);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const nginxAutoPort = await freePort();
    const stopNginxAuto = startNginx(nginx, path.join(WORK, 'static'), nginxAutoPort, 'auto');
    stops.push(stopNginxAuto);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const rows: Figures[] = [];
    rows.push(await load('nginx, static home page, gzip (1 worker)', `http://127.0.0.1:${nginxPort}/`, undefined));
    rows.push(await load('nginx, static home page, gzip (worker per core)', `http://127.0.0.1:${nginxAutoPort}/`, undefined));
    rows.push(await load('Printfront, cached home page, gzip', `${origin}/`, host));
    rows.push(await load('nginx, static home page, uncompressed (1 worker)', `http://127.0.0.1:${nginxPort}/`, undefined, 'identity'));
    rows.push(await load('Printfront, cached home page, uncompressed', `${origin}/`, host, 'identity'));
    rows.push(await load('bare Node http server, the same bytes and headers, gzip', `http://127.0.0.1:${bareNodePort}/`, undefined));
    rows.push(...(await fileTierRows(nginx, server.port, pageFiles, stops)));
    rows.push(await load('Printfront, uncached home page render', `${origin}/?bench=render`, host));
    // The same load again (its own 5 s warm-up), 20 s after it began: V8 is still compiling the render path during the
    // row above (about 2,300 compilations and 60 deoptimisations in its first 10 s, a few a second after 20 s).
    rows.push(await load('Printfront, uncached home page render, after 20 s of it', `${origin}/?bench=render`, host));
    rows.push(await load('Printfront, uncached /all-blocks/ render', `${origin}/all-blocks/?bench=render`, host));
    rows.push(
      await load(
        'Printfront, add-to-basket call (a new visitor each time)',
        `${origin}/omnis/v3/frontend/product/addItemToCart/`,
        host,
        'gzip',
        await addToBasketScript(origin, host),
      ),
    );
    for (const stop of stops.splice(0)) stop();
    if (processes > 1) rows.push(...(await oneProcessRows()));

    const cold = await coldRenders(server.databaseUrl, origin, host, Number(process.env.BENCH_COLD_ROUNDS ?? 15));
    const blogPost = (await requestAsHost(origin, host, '/blog/')).body.match(/href="(\/blog\/(?!tagged)[a-z0-9-]+\/)"/)?.[1] ?? '/blog/';
    const product = (await requestAsHost(origin, host, '/')).body.match(/href="(\/product\/[a-z0-9-]+\/)"/)?.[1] ?? '/';
    const bytes = await Promise.all(['/', '/about/', blogPost, product, '/all-blocks/'].map((pagePath) => pageBytes(origin, host, pagePath)));
    const publishing = publishTable(await benchPublish(server));

    const [nginxOne, nginxAuto, cached, nginxPlain, cachedPlain, bareNode, northOne, filesOne, northAuto, filesAuto, northBare] = rows;
    const table = [
      `| measure (${CONNECTIONS} connections, ${DURATION} s) | requests/s | p50 ms | p99 ms |`,
      '|---|---:|---:|---:|',
      ...rows.map(
        (row) => `| ${row.label}${row.errors ? ` (${row.errors} errors)` : ''} | ${round(row.requestsPerSecond)} | ${round(row.p50)} | ${round(row.p99)} |`,
      ),
      `| Printfront, cold first render of the home page after a publish (sequential, ${process.env.BENCH_COLD_ROUNDS ?? 15} rounds) | — | ${round(cold.p50)} | ${round(cold.p99)} |`,
      '',
      `Cached home page ÷ nginx serving the same bytes: **${(cached!.requestsPerSecond / nginxOne!.requestsPerSecond).toFixed(2)}** of one nginx worker and **${(cached!.requestsPerSecond / nginxAuto!.requestsPerSecond).toFixed(2)}** of nginx with a worker per core (gzip); **${(cachedPlain!.requestsPerSecond / nginxPlain!.requestsPerSecond).toFixed(2)}** uncompressed. Against a bare Node http server sending the same bytes and headers: **${(cached!.requestsPerSecond / bareNode!.requestsPerSecond).toFixed(2)}** (and that server is **${(bareNode!.requestsPerSecond / nginxOne!.requestsPerSecond).toFixed(2)}** of one nginx worker).`,
      '',
      `Behind nginx, Northwind's cached home page is a file nginx sends itself: **${(filesOne!.requestsPerSecond / northOne!.requestsPerSecond).toFixed(2)}** of nginx serving the same bytes (body and headers) as a static file, with one worker each; **${(filesAuto!.requestsPerSecond / northAuto!.requestsPerSecond).toFixed(2)}** with a worker per core each; **${(filesOne!.requestsPerSecond / northBare!.requestsPerSecond).toFixed(2)}** of one nginx worker sending the page without the security and cache headers.`,
      '',
      '| page | HTML (gzip) | HTML (raw) | JavaScript (gzip) | script files |',
      '|---|---:|---:|---:|---:|',
      ...bytes.map(
        (page) =>
          `| \`${page.path}\` | ${page.html.toLocaleString('en-GB')} B | ${page.htmlRaw.toLocaleString('en-GB')} B | ${page.js.toLocaleString('en-GB')} B | ${page.scriptFiles} |`,
      ),
      '',
      publishing,
    ].join('\n');
    console.log(`\n${table}\n`);
    const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average before the run ${os.loadavg()[0]?.toFixed(2)}`;
    fs.mkdirSync(path.join(ROOT, 'docs'), { recursive: true });
    // The studio's and search's figures come from `npm run bench:studio` and `bench:search`: kept as they are.
    const previous = fs.existsSync(path.join(ROOT, 'docs/benchmarks.md')) ? fs.readFileSync(path.join(ROOT, 'docs/benchmarks.md'), 'utf8') : '';
    const kept = [...previous.matchAll(/<!-- ([a-z]+)-bench:start -->[\s\S]*?<!-- \1-bench:end -->/g)].map((match) => match[0]);
    fs.writeFileSync(
      path.join(ROOT, 'docs/benchmarks.md'),
      `# Benchmarks

Produced by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (${machine}).
Printfront runs as \`npm start\` runs it here: ${processes} server process${processes === 1 ? '' : 'es'} on one port
(\`WEB_CONCURRENCY\`); the rows marked "one process" are one server process (\`WEB_CONCURRENCY=1\`).
The server, nginx (Debian's, on a loopback port) and wrk (one thread, 25 connections)
share the one machine, so wrk itself takes a core: figures compare the two servers under
the same load.

- **cached**: the page comes from the render cache's memory tier, precompressed.
- **uncached render**: a query string bypasses the page cache, so every request is
  rendered by Astro; the store's data and rendered fragments stay memoised by content version.
  Measured for 10 s after 5 s of the same load; the home page is measured again from 20 s on,
  once V8 has compiled the render path (its compiler threads share the two cores meanwhile).
- **cold first render**: the first request after a publish (content-version bump),
  with nothing memoised: what the first visitor after a change waits for (concurrent
  visitors of the same page share that one render).
- **add-to-basket call**: \`POST /omnis/v3/frontend/product/addItemToCart/\` as a new
  visitor each time (no basket cookie), so every request creates a basket and its first
  line in SQLite and answers with the visitor and hint cookies.
- **JavaScript (gzip)**: every script a page loads before a person interacts: inline
  scripts, module scripts, island components and renderers, and the chunks they import.
- **publish-to-live** (scripts/bench-publish.ts): a store of 200 pages, each visited once
  so all are in the render cache. A page edit is saved and published through the page
  calls as its owner; timed from the publish call's answer until a new visitor (no
  cookies) gets the new HTML. A theme change sets the store's theme and bumps its content
  version as a theme apply does; timed until the rebuild job has rendered all 200 pages
  again (including the job runner noticing the bump, polled each second).
- **behind nginx, from the file tier**: nginx with \`npm run cluster\`'s config
  (deploy/nginx/cluster.conf.template) in front of the same server, which also writes each
  page it keeps for every visitor as a file (\`PAGE_FILES_DIR\`,
  src/platform/render-cache/page-files.ts); nginx sends those itself, with the headers a cached
  page carries, and passes every other request on. This is how a deployment behind nginx serves
  cached pages; the rows above it are Node answering from its memory tier.
- **bare Node http server**: scripts/bench-bare-node.mjs, Node's own http server sending
  the cached home page's bytes with the headers Printfront sends and doing nothing else:
  what one Node process can do here, the ceiling for Printfront's cached path.
- nginx sends a file with sendfile from C; a Node process spends several times more per
  response on this machine even when it does nothing else (the bare Node row), so the
  cached ratio to nginx says more about Node than about the render cache; the ratio to
  bare Node says what the cache's own work costs.

${table}
${kept.map((section) => `\n${section}\n`).join('')}`,
    );
    console.log('Wrote docs/benchmarks.md');
  } finally {
    for (const stop of stops) stop();
    await server.stop();
  }
}

await main();
process.exit(0);
