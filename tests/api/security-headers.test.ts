// Every HTML page carries a content security policy whose scripts are only
// the page's own files and its inline scripts by hash, and may be framed only by its own
// store. Read on every page type, rendered and from the render cache.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { textContent } from 'domutils';
import { storeRequest, testDb, testServer, type StoreResponse } from '../support/api.ts';
import { parseHtml } from '../support/html.ts';
import { SessionClient } from '../support/session-client.ts';
import { eventually } from '../support/eventually.ts';
import { newAccount } from './accounts/accounts-support.ts';
import { DEMO_USERS } from '../../src/seed/users.ts';
import { findDivisionBySubdomain } from '../../src/server/stores/divisions.ts';
import { bumpContentVersion } from '../../src/server/stores/content-version.ts';

type Directives = Map<string, string[]>;

function directivesOf(response: StoreResponse): Directives {
  const header = response.headers['content-security-policy'];
  expect(typeof header, 'content-security-policy header').toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** Scripts a browser would run: no src, and no data type such as JSON or JSON-LD. */
function inlineScripts(html: string): string[] {
  return parseHtml(html)
    .all('script:not([src])')
    .filter((script) => [undefined, '', 'module', 'text/javascript'].includes(script.attribs.type))
    .map((script) => textContent(script));
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The checks every HTML page passes. */
function expectGuarded(response: StoreResponse, label: string): void {
  expect(String(response.headers['content-type']), label).toMatch(/^text\/html/);
  const csp = directivesOf(response);
  const scriptSrc = csp.get('script-src') ?? [];
  expect(scriptSrc, `${label}: script-src`).toContain("'self'");
  expect(scriptSrc, `${label}: script-src`).not.toContain("'unsafe-inline'");
  expect(scriptSrc, `${label}: script-src`).not.toContain("'unsafe-eval'");
  expect(csp.get('default-src'), label).toEqual(["'self'"]);
  expect(csp.get('object-src'), label).toEqual(["'none'"]);
  expect(csp.get('base-uri'), label).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), `${label}: frame-ancestors`).toEqual(["'self'"]);
  expect(response.headers['x-frame-options'], label).toBe('SAMEORIGIN');
  expect(response.headers['x-content-type-options'], label).toBe('nosniff');
  for (const script of inlineScripts(response.text)) {
    expect(scriptSrc, `${label}: inline script "${script.slice(0, 60)}…" is not allowed by hash`).toContain(sha256(script));
  }
  // Inline event handlers would need 'unsafe-inline' (or 'unsafe-hashes'): none may exist.
  const handlers = parseHtml(response.text)
    .all('*')
    .flatMap((element) => Object.keys(element.attribs).filter((name) => /^on[a-z]+$/.test(name)));
  expect(handlers, `${label}: inline event handlers`).toEqual([]);
}

const pages = { product: '', helpQuestion: '', countdownStore: '' };
const owner = new SessionClient('demo');
const staff = new SessionClient('demo');

beforeAll(async () => {
  const home = parseHtml((await storeRequest('demo', '/')).text);
  pages.product = home.attr('a[href^="/product/"]', 'href') ?? '';
  const help = parseHtml((await storeRequest('demo', '/help/group/delivery/')).text);
  pages.helpQuestion = help.attr('a[href^="/help/question/"]', 'href') ?? '';
  expect((await owner.login(DEMO_USERS.owner.email, DEMO_USERS.owner.password)).status).toBe(200);
  expect((await staff.login(DEMO_USERS.staff.email, DEMO_USERS.staff.password)).status).toBe(200);
  // A store of its own that is not launched yet shows visitors /countdown/.
  const account = await newAccount();
  pages.countdownStore = account.subdomain!;
  const { db } = await testDb();
  const row = await db.selectFrom('divisions').select('settings_json').where('subdomain', '=', pages.countdownStore).executeTakeFirstOrThrow();
  const settings = { ...JSON.parse(row.settings_json), comingSoonPageData: { enabled: true, title: 'Soon', message: 'Opening soon' } };
  await db
    .updateTable('divisions')
    .set({ settings_json: JSON.stringify(settings) })
    .where('subdomain', '=', pages.countdownStore)
    .execute();
  await bumpContentVersion({ db, division: (await findDivisionBySubdomain(db, pages.countdownStore))! });
});

describe('security headers on every page type', () => {
  it('guards storefront pages, rendered and then from the render cache', async () => {
    expect(pages.product).toMatch(/^\/product\//);
    expect(pages.helpQuestion).toMatch(/^\/help\/question\//);
    const paths = [
      '/',
      '/about/',
      '/all-blocks/',
      '/collection/t-shirts/',
      pages.product,
      '/blog/',
      '/blog/tagged/behind-the-scenes/',
      '/blog/how-we-print/',
      '/help/',
      '/help/group/delivery/',
      pages.helpQuestion,
    ];
    for (const store of ['demo', 'north']) {
      for (const path of store === 'north' ? paths.filter((path) => path !== '/all-blocks/' && path !== pages.product && path !== pages.helpQuestion) : paths) {
        const first = await storeRequest(store, path);
        expect(first.status, `${store}${path}`).toBe(200);
        expectGuarded(first, `${store}${path}`);
        const again = await eventually(
          () => storeRequest(store, path),
          (response) => response.headers['x-render-cache'] === 'hit',
        );
        expect(again.headers['x-render-cache'], `${store}${path} from the cache`).toBe('hit');
        expectGuarded(again, `${store}${path} (cached)`);
        expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
      }
    }
  });

  it('guards search, account, error and outbox pages', async () => {
    const visitorPages: [string, number][] = [
      ['/search/?search=tee', 200],
      ['/login/', 200],
      ['/sign-up/', 200],
      ['/password-reset/', 200],
      ['/password-reset/not-a-real-token/', 200],
      ['/403/', 403],
      ['/no-such-page/', 404],
      ['/teemail/', 404],
    ];
    for (const [path, status] of visitorPages) {
      const response = await storeRequest('demo', path);
      expect(response.status, path).toBe(status);
      expectGuarded(response, path);
      // The login form is an island: Astro's island element and client:load run inline too.
      if (path === '/login/') expect(inlineScripts(response.text).length).toBeGreaterThanOrEqual(3);
    }
    const countdown = await storeRequest(pages.countdownStore, '/countdown/');
    expect(countdown.status).toBe(200);
    expectGuarded(countdown, '/countdown/');
  });

  it('guards signed-in pages: the dashboard and the outbox', async () => {
    const dashboard = await owner.request('/dashboard/');
    expect(dashboard.status).toBe(200);
    expectGuarded(dashboard, '/dashboard/');
    const outbox = await staff.request('/teemail/');
    expect(outbox.status).toBe(200);
    expectGuarded(outbox, '/teemail/ (staff)');
  });

  it('guards the platform pages and unknown stores', async () => {
    const platform = await storeRequest(`localhost:${testServer().port}`, '/');
    expect(platform.status).toBe(200);
    expectGuarded(platform, 'platform home');
    const missing = await storeRequest(`localhost:${testServer().port}`, '/nothing-here/');
    expect(missing.status).toBe(404);
    expectGuarded(missing, 'platform 404');
    const unknown = await storeRequest('no-such-store', '/');
    expect(unknown.status).toBe(404);
    expectGuarded(unknown, 'unknown store');
  });

  it('leaves API answers to their own headers', async () => {
    const response = await storeRequest('demo', '/omnis/v3/dashboard/secure/get/');
    expect(String(response.headers['content-type'])).toMatch(/json/);
    expect(response.headers['content-security-policy']).toBeUndefined();
  });
});
