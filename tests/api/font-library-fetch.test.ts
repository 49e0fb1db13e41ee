// A library family not bundled with the build is fetched the first time a theme uses it: the
// theme's save queues a job that asks the registry (FONT_REGISTRY_URL, here a local stand-in
// serving a real tarball built from an installed Fontsource package), checks its integrity,
// keeps the latin faces in use and serves them from our own origin; the store's pages then
// declare them. This file starts its own server (its registry and media folder are its own).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Connection } from '../../src/platform/db/database.ts';
import { apiPath } from '../../src/schemas/api.ts';
import { testServer } from '../support/api.ts';
import { makeOwner, makeStore, type TestStore } from '../support/factories/index.ts';
import { installedFace, startFontRegistry, type FontRegistry } from '../support/font-registry.ts';
import { requestStore } from '../support/http.ts';
import { jobFinished } from '../support/jobs.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import type { SessionClient } from '../support/session-client.ts';
import { scaled } from '../support/slowdown.ts';

const VERSION = '5.3.0';
const FACE = 'abel-latin-400-normal.woff2';
const regular = installedFace('lato', 'lato-latin-400-normal.woff2');
let registry: FontRegistry;
let server: TestServer;
let connection: Connection;
let media: string;
let store: TestStore;
let owner: SessionClient;

beforeAll(async () => {
  registry = await startFontRegistry('abel', VERSION, { [FACE]: regular, 'abel-latin-ext-400-normal.woff2': regular });
  media = mkdtempSync(join(tmpdir(), 'pf-font-fetch-media-'));
  server = await startTestServer({ name: `api-fonts-${testServer().db}`, db: 'sqlite', env: { FONT_REGISTRY_URL: registry.url, MEDIA_DIR: media } });
  connection = await openDatabase(server.databaseUrl);
  store = await makeStore(connection.db, { prefix: 'font-fetch', homePage: true });
  owner = (await makeOwner(store, { session: true })).client.on(server.port);
}, scaled(240_000));
afterAll(async () => {
  await connection?.db.destroy();
  await server?.stop();
  await registry?.close();
  if (media) rmSync(media, { recursive: true, force: true });
});

const page = (path: string) => requestStore(server.port, store.subdomain, path);

describe('a library font a theme uses', () => {
  it('is fetched through the registry, checked, and then declared and served from our origin', async () => {
    const saved = await owner.request(apiPath('theme.save', { division: store.division.id }), {
      method: 'PUT',
      json: { base: 'naked', overrides: { 'heading1.font': 'Abel' } },
    });
    expect(saved.status, saved.text).toBe(200);
    await jobFinished(connection, `font:${store.division.id}:Abel`);
    expect(registry.requests).toEqual([`/@fontsource/abel/${VERSION}`, `/@fontsource/abel/-/abel-${VERSION}.tgz`]);

    const home = (await page('/')).text;
    expect(home).toContain(`src: url('/fonts/library/${VERSION}/${FACE}') format('woff2');`);
    expect(home).toContain("font-family: 'Abel';");
    expect(home).toContain("--heading1-font: 'Abel', system-ui");
    expect(home).not.toContain('latin-ext');

    const font = await page(`/fonts/library/${VERSION}/${FACE}`);
    expect(font.status).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(font.headers['access-control-allow-origin']).toBe('*');
    expect(font.bytes.equals(regular)).toBe(true);
    // Only the latin subset in use was kept; nothing else is served.
    expect((await page(`/fonts/library/${VERSION}/abel-latin-ext-400-normal.woff2`)).status).toBe(404);
    expect((await page(`/fonts/library/9.9.9/${FACE}`)).status).toBe(404);
  });

  it('is not fetched again by a second store choosing it', async () => {
    const other = await makeStore(connection.db, { prefix: 'font-fetch-2' });
    const client = (await makeOwner(other, { session: true })).client.on(server.port);
    const asked = registry.requests.length;
    const saved = await client.request(apiPath('theme.save', { division: other.division.id }), {
      method: 'PUT',
      json: { base: 'naked', overrides: { 'text.font': 'Abel' } },
    });
    expect(saved.status, saved.text).toBe(200);
    expect((await requestStore(server.port, other.subdomain, '/')).text).toContain(`/fonts/library/${VERSION}/${FACE}`);
    expect(registry.requests.length).toBe(asked);
  });
});
