// The security headers hold on every route the app has, HSTS over HTTPS only.
// The walk enumerates src/pages/** (every file a concrete path with sample parameters, every
// method it exports), the build's static files, media and the operations endpoints, and asks
// each on one store host over plain HTTP as a visitor and over HTTPS, as a trusted proxy
// reports it (X-Forwarded-Proto), as the store's owner. It runs on a second server over
// the API run's database that trusts loopback as a proxy (the API server does not).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer } from '../support/api.ts';
import { requestStore, type StoreResponse } from '../support/http.ts';
import { PROJECT_ROOT, startTestServer, TEST_MEDIA_DIR, type TestServer } from '../support/server.ts';
import { newAccount, type TestAccount } from './accounts/accounts-support.ts';
import { divisionId } from '../support/api.ts';
import { PAGE_SECURITY_HEADERS } from '../../src/platform/render-cache/headers.ts';
import { HSTS_HEADER, HSTS_VALUE, RESPONSE_SECURITY_HEADERS } from '../../src/platform/ops/security-headers.ts';
import { scaled } from '../support/slowdown.ts';

const PAGES_DIR = path.join(PROJECT_ROOT, 'src/pages');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** An id no row has: mutating calls reach their handler and find nothing to change. */
const MISSING_ID = '987654321';

interface Route {
  file: string;
  path: string;
  methods: string[];
}

function walkFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walkFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

/** A concrete value for a route parameter (`division` is the walked store's own). */
function sampleValue(name: string, division: number): string {
  if (name === 'division') return String(division);
  if (/id$|^order$|^hash$|^token$|^code$/i.test(name)) return MISSING_ID;
  return 'sample';
}

/** Every file under src/pages as a path to ask and the methods it answers. */
function routes(division: number): Route[] {
  return walkFiles(PAGES_DIR).map((full) => {
    const file = path.relative(PAGES_DIR, full);
    const isEndpoint = file.endsWith('.ts');
    const segments = file
      .replace(/\.(astro|ts)$/, '')
      .split(path.sep)
      .filter((segment) => segment !== 'index');
    const concrete = segments.map((segment) => segment.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => sampleValue(name, division)));
    const last = concrete.at(-1) ?? '';
    // Files that name a file (robots.txt, [code].pdf) have no trailing slash; pages and calls do.
    const urlPath = `/${concrete.join('/')}${concrete.length > 0 && !/\.\w+$/.test(last) ? '/' : ''}`;
    if (!isEndpoint) return { file, path: urlPath, methods: ['GET', 'HEAD'] };
    const source = readFileSync(full, 'utf8');
    const exported = METHODS.filter((method) => new RegExp(`^export (const|async function|function) ${method}\\b`, 'm').test(source));
    const methods = /^export (const|async function|function) ALL\b/m.test(source) ? [...METHODS] : exported;
    return { file, path: urlPath, methods: methods.length > 0 && methods.includes('GET') ? [...methods, 'HEAD'] : methods };
  });
}

let server: TestServer;
let owner: TestAccount;
let division = 0;
const cookies = { anonymous: '', owner: '' };
const xsrf = { anonymous: '', owner: '' };

beforeAll(async () => {
  const shared = testServer();
  // The API run's database, seeded already: a second process on it starts in seconds.
  const sameDatabase: Record<string, string> = shared.db === 'sqlite' ? { DATABASE_URL: shared.databaseUrl, SQLITE_PATH: shared.databaseUrl } : {};
  server = await startTestServer({
    name: `api-headers-walk-${shared.db}`,
    db: shared.db,
    databaseUrl: shared.databaseUrl,
    env: { TRUSTED_PROXIES: 'loopback', SEED_ON_START: '0', ...sameDatabase },
  });
  owner = await newAccount();
  division = await divisionId(owner.subdomain!);
  // The owner's session works on any server over the database; an XSRF token for each identity.
  await owner.client.request('/omnis/v3/dashboard/secure/get/');
  cookies.owner = [...owner.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  xsrf.owner = decodeURIComponent(owner.client.cookies.get('XSRF-TOKEN') ?? '');
  const anonymous = await requestStore(server.port, owner.subdomain!, '/omnis/v3/dashboard/secure/get/');
  const token =
    [anonymous.headers['set-cookie'] ?? []]
      .flat()
      .find((line) => line.startsWith('XSRF-TOKEN='))
      ?.split(';')[0] ?? '';
  cookies.anonymous = token;
  xsrf.anonymous = decodeURIComponent(token.slice('XSRF-TOKEN='.length));
}, scaled(240_000));

afterAll(async () => {
  await server?.stop();
});

type Identity = keyof typeof cookies;

async function ask(method: string, urlPath: string, identity: Identity, https: boolean): Promise<StoreResponse> {
  const headers: Record<string, string> = { accept: 'text/html,application/json;q=0.9,*/*;q=0.8' };
  if (cookies[identity]) headers.cookie = cookies[identity];
  if (method !== 'GET' && method !== 'HEAD') headers['x-xsrf-token'] = xsrf[identity];
  if (https) headers['x-forwarded-proto'] = 'https';
  const body = method === 'GET' || method === 'HEAD' ? {} : { json: {} };
  return requestStore(server.port, owner.subdomain!, urlPath, { method, headers, ...body, timeoutMs: 30_000 });
}

/** What is wrong with one response's headers ([] when nothing). */
function missingHeaders(response: StoreResponse, https: boolean): string[] {
  const problems: string[] = [];
  const has = (name: string, value?: string) => {
    const actual = response.headers[name];
    if (actual === undefined) problems.push(`no ${name}`);
    else if (value !== undefined && actual !== value) problems.push(`${name}: ${String(actual)}`);
  };
  for (const [name, value] of Object.entries(RESPONSE_SECURITY_HEADERS)) has(name, value);
  has('x-request-id');
  if (https) has(HSTS_HEADER, HSTS_VALUE);
  else if (response.headers[HSTS_HEADER] !== undefined) problems.push('HSTS over plain HTTP');
  const type = String(response.headers['content-type'] ?? '');
  if (type.startsWith('text/html')) for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) has(name, value);
  // A file a browser could open as a document of the store's origin: sandboxed.
  if (/^(image\/svg\+xml|application\/pdf)/.test(type) && !/sandbox|default-src 'none'/.test(String(response.headers['content-security-policy'] ?? '')))
    problems.push(`${type} without a sandboxing CSP`);
  return problems;
}

interface Probe {
  label: string;
  method: string;
  path: string;
}

/**
 * Asks every probe as each of `askers` (identity and scheme), a few at a time; returns what
 * is wrong and which answered 5xx.
 */
async function walk(probes: Probe[], askers: { identity: Identity; https: boolean }[]): Promise<{ failures: string[]; serverErrors: string[]; asked: number }> {
  const failures: string[] = [];
  const serverErrors: string[] = [];
  let asked = 0;
  const queue = probes.flatMap((probe) => askers.map((asker) => ({ ...probe, ...asker })));
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const response = await ask(next.method, next.path, next.identity, next.https);
      asked++;
      const where = `${next.identity} ${next.https ? 'https' : 'http'} ${next.method} ${next.path} (${next.label}) → ${response.status}`;
      // The error page itself answers 500, as it should; anything else 5xx is a route failing.
      if (response.status >= 500 && next.label !== '500.astro') serverErrors.push(where);
      for (const problem of missingHeaders(response, next.https)) failures.push(`${where}: ${problem}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { failures, serverErrors, asked };
}

describe('security headers on every route', () => {
  it(
    'every page and API route, every method it exports, anonymously and as the owner',
    async () => {
      const all = routes(division);
      expect(all.length).toBeGreaterThan(200);
      const probes = all.flatMap((route) => route.methods.map((method) => ({ label: route.file, method, path: route.path })));
      // Each route in both schemes and as both identities: a visitor over HTTP, the owner
      // (dashboard pages and calls get past their guards) over HTTPS.
      const { failures, serverErrors, asked } = await walk(probes, [
        { identity: 'anonymous', https: false },
        { identity: 'owner', https: true },
      ]);
      expect(asked).toBe(probes.length * 2);
      expect(failures).toEqual([]);
      expect(serverErrors, 'routes answering 5xx to sample requests').toEqual([]);
    },
    scaled(600_000),
  );

  it(
    'build files, media, the operations endpoints and unknown paths',
    async () => {
      const clientDir = path.join(PROJECT_ROOT, 'dist/client');
      const files = walkFiles(clientDir).map((full) => `/${path.relative(clientDir, full).split(path.sep).join('/')}`);
      const media = readdirSync(TEST_MEDIA_DIR)
        .filter((name) => /\.(webp|png|jpe?g|svg|pdf)$/.test(name))
        .slice(0, 5);
      expect(media.length).toBeGreaterThan(0);
      const probes: Probe[] = [
        ...files.map((file) => ({ label: 'static', method: 'GET', path: file })),
        ...media.flatMap((name) => ['GET', 'HEAD'].map((method) => ({ label: 'media', method, path: `/media/${name}` }))),
        { label: 'media', method: 'GET', path: '/media/no-such-file.webp' },
        { label: 'media', method: 'GET', path: '/media/../secret.png' },
        ...['/healthz', '/readyz', '/metrics'].map((ops) => ({ label: 'ops', method: 'GET', path: ops })),
        { label: 'unknown', method: 'GET', path: '/no/such/page/' },
        { label: 'unknown', method: 'POST', path: '/omnis/v3/no-such-call/' },
      ];
      const { failures, serverErrors } = await walk(probes, [
        { identity: 'anonymous', https: false },
        { identity: 'anonymous', https: true },
      ]);
      expect(failures).toEqual([]);
      expect(serverErrors).toEqual([]);
    },
    scaled(300_000),
  );
});
