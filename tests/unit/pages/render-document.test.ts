import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getViteConfig } from 'astro/config';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../src/platform/db/database.ts';
import { migrateToLatest } from '../../../src/platform/db/migrate.ts';
import { createStore } from '../../../src/server/stores/create-store.ts';
import type { StoreScope } from '../../../src/server/stores/scope.ts';
import type { renderDocument as RenderDocument } from '../../../src/components/blocks/render-document.ts';
import { withoutStyleScope } from '../../../blocks/placeholder/render-block.ts';
import { scaled } from '../../support/slowdown.ts';

// renderDocument draws an unsaved page document (the editor's preview) through the same
// block components as a published page, for a real store in a real SQLite database.
// Vitest does not compile .astro, so the module is loaded through a Vite server built from
// the app's Astro config, as the Block.test.ts files do.

let directory: string;
let db: Db;
let scope: StoreScope;
let vite: ViteDevServer;
let renderDocument: typeof RenderDocument;

beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'printfront-render-document-'));
  const url = path.join(directory, 'render.sqlite');
  db = (await openDatabase(url)).db;
  await migrateToLatest(db, url);
  scope = {
    db,
    division: await createStore(db, { project: { name: 'preview' }, subdomain: 'preview', name: 'preview', companyName: 'Preview Co', themeName: 'naked' }),
  };
  const config = await getViteConfig(
    { server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'silent' },
    { logLevel: 'silent' },
  )({ command: 'serve', mode: 'test' });
  vite = await createServer({ ...config, configFile: false });
  renderDocument = (await vite.ssrLoadModule(new URL('../../../src/components/blocks/render-document.ts', import.meta.url).pathname)).renderDocument;
}, scaled(120_000));

afterAll(async () => {
  await vite?.close();
  await db?.destroy();
  rmSync(directory, { recursive: true, force: true });
});

const unsaved = [
  { id: 'hero', type: 'banner', properties: { title: 'Spring preview', copy: 'Not saved yet' } },
  { id: 'story', type: 'text', properties: { text: '<p>Our unsaved story</p>' }, size: { w: 6 } },
  { id: 'alien', type: 'hologram', properties: {} },
  { id: 'draft', type: 'text', properties: { text: '<p>Still a draft</p>' }, published: false },
];

describe('renderDocument', () => {
  it('draws an unsaved banner and text with the storefront’s block components', async () => {
    const { html } = await renderDocument(scope, unsaved);
    const markup = withoutStyleScope(html);
    expect(markup).toMatch(/<div class="page-grid"/);
    expect(markup).toMatch(/data-block-type="banner" data-block-id="hero"[\s\S]*<section class="banner[^"]*"[\s\S]*<h1[^>]*>Spring preview<\/h1>/);
    expect(markup).toContain('Not saved yet');
    expect(markup).toMatch(/--span:6;[\s\S]*data-block-type="text" data-block-id="story"[\s\S]*<p>Our unsaved story<\/p>/);
  });

  it('drops an unknown block type and reports it', async () => {
    const { html, reports } = await renderDocument(scope, unsaved);
    expect(html).not.toContain('alien');
    expect(html).not.toContain('hologram');
    expect(reports).toEqual(["Block type of hologram hasn't been registered"]);
  });

  it('shows unpublished blocks faded in preview and leaves them out otherwise', async () => {
    expect(withoutStyleScope((await renderDocument(scope, unsaved)).html)).toMatch(/<div class="block faded" data-block-type="text" data-block-id="draft"/);
    expect((await renderDocument(scope, unsaved, { preview: false })).html).not.toContain('Still a draft');
  });

  it('resets a bad property to its default and says so', async () => {
    const { html, reports } = await renderDocument(scope, [{ id: 't', type: 'text', properties: { text: '<p>Centred?</p>', align: 'sideways' } }]);
    expect(html).toContain('text-align:left');
    expect(reports).toEqual(['Block t (text): invalid align reset to defaults']);
  });
});
