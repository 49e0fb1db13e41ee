// nginx sending the render cache's file tier itself: the cluster config (scripts/cluster-nginx.ts
// from deploy/nginx/cluster.conf.template) run by Debian's nginx, files written by the tier
// (src/platform/render-cache/page-files.ts), and a plain HTTP server standing where the
// instances stand, to see which requests nginx passes on. tests/reliability/cluster.test.ts
// runs the same config in front of real instances.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeNginxPrefix, nginxConfig } from '../../scripts/cluster-nginx.ts';
import { NGINX_PATH } from '../../scripts/system-packages.mjs';
import { PageFiles } from '../../src/platform/render-cache/page-files.ts';
import { cachedPage } from '../../src/platform/render-cache/entry.ts';
import { PAGE_SECURITY_HEADERS } from '../../src/platform/render-cache/headers.ts';
import { CACHED_PAGE_CACHE_CONTROL } from '../../src/platform/render-cache/policy.ts';
import { freePort } from '../support/ports.ts';

const HOST = 'north.localhost';
let prefix: string;
let files: PageFiles;
let nginx: ChildProcess;
let port: number;
let upstream: http.Server;
/** What reached the stand-in instance: method and URL. */
const passedOn: string[] = [];

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function request(pathname: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { port, host: '127.0.0.1', path: pathname, method: init.method ?? 'GET', headers: { host: HOST, ...init.headers }, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

async function waitForNginx(): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}`);
    const up = await request('/.up').then(
      () => true,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('nginx did not start');
}

describe.skipIf(!fs.existsSync(NGINX_PATH))('nginx and the file tier', () => {
  beforeAll(async () => {
    prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'printfront-nginx-files-'));
    // nginx's workers run as nobody when this is root: they must reach the files.
    fs.chmodSync(prefix, 0o755);
    const pageFiles = path.join(prefix, 'page-files');
    PageFiles.empty(pageFiles);
    files = new PageFiles(pageFiles);
    upstream = http.createServer((req, res) => {
      passedOn.push(`${req.method} ${req.url}`);
      req.resume();
      req.on('end', () => res.writeHead(200, { 'content-type': 'text/plain', 'x-render-cache': 'miss' }).end('from an instance'));
    });
    const upstreamPort = await freePort();
    await new Promise<void>((resolve) => upstream.listen(upstreamPort, '127.0.0.1', resolve));
    port = await freePort();
    makeNginxPrefix(prefix);
    const conf = path.join(prefix, 'nginx.conf');
    fs.writeFileSync(conf, nginxConfig(prefix, `127.0.0.1:${port}`, [upstreamPort], pageFiles));
    nginx = spawn(NGINX_PATH, ['-p', prefix, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'], { stdio: 'ignore' });
    await waitForNginx();
  });

  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    await new Promise<void>((resolve) => upstream?.close(() => resolve()));
    fs.rmSync(prefix, { recursive: true, force: true });
  });

  beforeEach(() => {
    passedOn.length = 0;
  });

  it('sends a kept page itself, with the headers an instance sends with a cached page', async () => {
    await files.write(HOST, '/', cachedPage(7, 1, '<p>Home</p>'));
    const home = await request('/', { headers: { host: `${HOST}:8080` } });
    expect(home.status).toBe(200);
    expect(home.body.toString()).toBe('<p>Home</p>');
    expect(home.headers['x-render-cache']).toBe('file');
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.headers['cache-control']).toBe(CACHED_PAGE_CACHE_CONTROL);
    for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) expect(home.headers[name], name).toBe(value);
    expect(passedOn).toEqual([]);
  });

  it('sends the gzip copy to a browser that takes it, and answers a matching ETag with 304', async () => {
    await files.write(HOST, '/about/', cachedPage(7, 1, '<p>About us</p>'.repeat(50)));
    const zipped = await request('/about/', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(zipped.body).toString()).toBe('<p>About us</p>'.repeat(50));
    const again = await request('/about/', { headers: { 'accept-encoding': 'gzip', 'if-none-match': String(zipped.headers.etag) } });
    expect(again.status).toBe(304);
    const head = await request('/about/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['x-render-cache']).toBe('file');
    expect(head.body.length).toBe(0);
    expect(passedOn).toEqual([]);
  });

  it("finds /about and /about/ in different files, and never another page's file", async () => {
    await files.write(HOST, '/storyindex', cachedPage(7, 1, 'another page'));
    expect((await request('/story')).body.toString()).toBe('from an instance');
    await files.write(HOST, '/story', cachedPage(7, 1, 'no slash'));
    await files.write(HOST, '/story/', cachedPage(7, 1, 'slash'));
    expect((await request('/story')).body.toString()).toBe('no slash');
    expect((await request('/story/')).body.toString()).toBe('slash');
    expect((await request('/storyindex')).body.toString()).toBe('another page');
  });

  it('passes on a page not kept, a query string, a POST, an Idempotency-Key call and the API', async () => {
    await files.write(HOST, '/contact/', cachedPage(7, 1, 'kept'));
    expect((await request('/not-kept/')).body.toString()).toBe('from an instance');
    expect((await request('/contact/?sort=name')).body.toString()).toBe('from an instance');
    expect((await request('/contact/', { method: 'POST', body: 'a=1' })).body.toString()).toBe('from an instance');
    expect((await request('/contact/', { method: 'POST', headers: { 'idempotency-key': 'k1' }, body: 'a=1' })).body.toString()).toBe('from an instance');
    expect((await request('/omnis/v3/anything/')).body.toString()).toBe('from an instance');
    expect(passedOn).toEqual(['GET /not-kept/', 'GET /contact/?sort=name', 'POST /contact/', 'POST /contact/', 'GET /omnis/v3/anything/']);
  });

  it('passes every page of a store on from the moment its content version moves on', async () => {
    await files.write(HOST, '/news/', cachedPage(7, 1, 'old news'));
    expect((await request('/news/')).body.toString()).toBe('old news');
    files.noteVersion(7, 2);
    expect((await request('/news/')).body.toString()).toBe('from an instance');
    expect((await request('/')).body.toString()).toBe('from an instance');
    expect(passedOn).toEqual(['GET /news/', 'GET /']);
  });

  it("another host is never sent this store's files", async () => {
    await files.write(HOST, '/only-north/', cachedPage(8, 1, 'north'));
    const other = await request('/only-north/', { headers: { host: 'demo.localhost' } });
    expect(other.body.toString()).toBe('from an instance');
  });
});
