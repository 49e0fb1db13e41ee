// Publish-to-live figures for `npm run bench`, on a store of 200 pages served
// by the real server: (1) a page edit: from the publish call's answer to a new visitor (no
// cookies) getting the new HTML; (2) a theme change: the theme apply call (the theme
// selector's) until the rebuild job has rendered
// all 200 pages again. Run alone with `node scripts/bench-publish.ts` (it starts a server).
import http from 'node:http';
import { openDatabase } from '../src/platform/db/database.ts';
import { hashPassword } from '../src/platform/security/passwords.ts';
import { createStore } from '../src/server/stores/index.ts';
import { insertPage } from '../src/server/content/index.ts';
import { findDivisionById } from '../src/server/stores/index.ts';
import { DASHBOARD_PERMISSIONS } from '../src/lib/permissions.ts';
import { BlockNode } from '../src/schemas/page-document.ts';
import { apiPath } from '../src/schemas/api.ts';

export const BENCH_PAGES = 200;
const EDIT_ROUNDS = Number(process.env.BENCH_PUBLISH_ROUNDS ?? 20);
const THEME_ROUNDS = Number(process.env.BENCH_THEME_ROUNDS ?? 3);
const THEMES = ['naked', 'nordic'];
/** The CSRF check compares the XSRF cookie with its header: any matching pair passes. */
const XSRF = 'bench';

interface Answer {
  status: number;
  body: string;
  cookies: string[];
}

function call(origin: string, host: string, method: string, path: string, options: { cookie?: string; json?: unknown } = {}): Promise<Answer> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  const headers: Record<string, string> = { host, 'accept-encoding': 'identity' };
  if (options.cookie) headers.cookie = options.cookie;
  if (body !== undefined)
    Object.assign(headers, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'x-xsrf-token': XSRF });
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, origin), { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), cookies: response.headers['set-cookie'] ?? [] }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

const block = (type: string, properties: Record<string, unknown>) => BlockNode.parse({ id: crypto.randomUUID(), type, properties });
const pageUrl = (index: number) => `/bench-page-${index}/`;

export interface PublishFigures {
  edit: { p50: number; p95: number; max: number; rounds: number };
  theme: { p50: number; max: number; rounds: number; pages: number };
}

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

/** Polls until `done` answers true; the time it took in ms. */
async function timeUntil(done: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = performance.now();
  while (!(await done())) {
    if (performance.now() - started > timeoutMs) throw new Error(`not done within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return performance.now() - started;
}

export async function benchPublish(server: { baseUrl: string; port: number; databaseUrl: string }): Promise<PublishFigures> {
  const { db } = await openDatabase(server.databaseUrl);
  try {
    const subdomain = `bench-pages-${Date.now().toString(36)}`;
    const host = `${subdomain}.localhost:${server.port}`;
    const origin = server.baseUrl;
    const division = await createStore(db, {
      project: { name: subdomain, isPro: true },
      subdomain,
      name: 'Bench Pages',
      companyName: 'Bench Pages',
      themeName: THEMES[0]!,
      isPro: true,
    });
    const scope = { db, division };
    const ids: number[] = [];
    for (let index = 0; index < BENCH_PAGES; index++) {
      const blocks = [
        block('banner', { title: `Page ${index}`, copy: 'A page of the publish benchmark.' }),
        block('text', { text: `<p>Version 0 of page ${index}</p>` }),
        block('button', { text: 'Shop now', href: '/' }),
      ];
      const page = await insertPage(scope, {
        url: index === 0 ? '/' : pageUrl(index),
        layout: 'standard',
        blocks,
        flags: { homepage: index === 0, deleted: false, placeholder: false },
        properties: { isStorePage: true, isMailPage: false, loginState: 'everyone', title: `Page ${index}`, description: '', isSearchable: true },
        preloadables: [],
        published: true,
        sitemap: true,
        keyPhraseCampaignId: null,
        mode: 'unknown',
        theme: null,
      });
      ids.push(page.id);
    }
    const email = `${subdomain}@bench.test`;
    const password = 'bench publish pass phrase 1';
    const time = new Date().toISOString();
    const user = await db
      .insertInto('users')
      .values({
        email,
        password_hash: await hashPassword(password),
        first_name: 'Bench',
        last_name: 'Owner',
        status: 0,
        verified_at: time,
        eula_signed_at: time,
        password_changed_at: time,
        created_at: time,
        dashboard_access: 1,
        permissions_json: JSON.stringify(DASHBOARD_PERMISSIONS),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('store_members').values({ user_id: user.id, division_id: division.id, role: 'owner' }).execute();
    const login = await call(origin, host, 'POST', '/omnis/v3/dashboard/secure/login/', { cookie: `XSRF-TOKEN=${XSRF}`, json: { email, password } });
    if (login.status !== 200) throw new Error(`bench owner could not log in: ${login.status} ${login.body}`);
    const session = login.cookies.map((cookie) => cookie.split(';')[0]).find((pair) => pair?.startsWith('pf_session='));
    const cookie = `${session}; XSRF-TOKEN=${XSRF}`;

    // Every page visited once, so the store's pages are in the render cache (what a rebuild renews).
    for (let index = 0; index < BENCH_PAGES; index++) await call(origin, host, 'GET', index === 0 ? '/' : pageUrl(index));

    const edits: number[] = [];
    for (let round = 0; round < EDIT_ROUNDS; round++) {
      const index = 1 + ((round * 37) % (BENCH_PAGES - 1));
      const id = ids[index]!;
      const loaded = JSON.parse((await call(origin, host, 'GET', apiPath('pages.load', { division: division.id, id }), { cookie })).body) as {
        blocks: Record<string, unknown>[];
      };
      const marker = `Edit ${round} of page ${index} at ${Date.now()}`;
      const blocks = loaded.blocks.map((node) => (node.type === 'text' ? { ...node, properties: { text: `<p>${marker}</p>` } } : node));
      const saved = await call(origin, host, 'PATCH', apiPath('pages.save', { division: division.id, id }), { cookie, json: { blocks } });
      if (saved.status !== 200) throw new Error(`save answered ${saved.status}: ${saved.body}`);
      const published = await call(origin, host, 'POST', apiPath('pages.publish', { division: division.id, id }), { cookie, json: {} });
      if (published.status !== 200) throw new Error(`publish answered ${published.status}: ${published.body}`);
      edits.push(await timeUntil(async () => (await call(origin, host, 'GET', pageUrl(index))).body.includes(marker), 10_000));
      // Let the rebuild this publish queued finish, so rounds do not measure each other's load.
      await new Promise((resolve) => setTimeout(resolve, 300));
    }

    const themes: number[] = [];
    let rebuilt = 0;
    for (let round = 0; round < THEME_ROUNDS; round++) {
      const next = THEMES[(round + 1) % THEMES.length]!;
      const started = performance.now();
      // The owner applies the theme through the dashboard's call, as the theme selector does.
      const applied = await call(origin, host, 'POST', apiPath('theme.apply', { division: division.id }), { cookie, json: { name: next } });
      if (applied.status !== 200) throw new Error(`theme apply answered ${applied.status}: ${applied.body}`);
      const version = (await findDivisionById(db, division.id))!.contentVersion;
      const renewed = async () => {
        const row = await db
          .selectFrom('rendered_pages')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('division_id', '=', division.id)
          .where('content_version', '=', version)
          .executeTakeFirstOrThrow();
        rebuilt = Number(row.n);
        return rebuilt >= BENCH_PAGES;
      };
      await timeUntil(renewed, 60_000);
      themes.push(performance.now() - started);
    }
    edits.sort((a, b) => a - b);
    themes.sort((a, b) => a - b);
    return {
      edit: { p50: percentile(edits, 0.5), p95: percentile(edits, 0.95), max: edits.at(-1) ?? 0, rounds: edits.length },
      theme: { p50: percentile(themes, 0.5), max: themes.at(-1) ?? 0, rounds: themes.length, pages: rebuilt },
    };
  } finally {
    await db.destroy();
  }
}

const ms = (value: number) => (value >= 100 ? Math.round(value).toLocaleString('en-GB') : value.toFixed(1));

/** The rows docs/benchmarks.md shows. */
export function publishTable(figures: PublishFigures): string {
  return [
    `| publish-to-live on a store of ${BENCH_PAGES} pages | rounds | p50 ms | p95 ms | max ms |`,
    '|---|---:|---:|---:|---:|',
    `| page edit: publish call answered → a new visitor gets the new HTML | ${figures.edit.rounds} | ${ms(figures.edit.p50)} | ${ms(figures.edit.p95)} | ${ms(figures.edit.max)} |`,
    `| theme change: theme apply call → all ${BENCH_PAGES} pages rebuilt by the rebuild job | ${figures.theme.rounds} | ${ms(figures.theme.p50)} | — | ${ms(figures.theme.max)} |`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { startTestServer } = await import('../tests/support/server.ts');
  const server = await startTestServer({ name: 'bench-publish', db: 'sqlite', env: { NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: '1', DEMO_MODE: '0' } });
  try {
    console.log(publishTable(await benchPublish(server)));
  } finally {
    await server.stop();
  }
  process.exit(0);
}
