// Page structure, factories and the static export.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { storeRequest, testServer } from '../support/api.ts';
import { parseHtml } from '../support/html.ts';
import { TEST_MEDIA_DIR } from '../support/server.ts';
import { SessionClient } from '../support/session-client.ts';
import { DEMO_USERS } from '../../src/seed/users.ts';

describe('page structure', () => {
  it('lays v1 pages on the 12-column grid with each block’s span', async () => {
    const html = parseHtml((await storeRequest('demo', '/')).text);
    const cells = html.all('.page-grid > .cell');
    expect(cells.length).toBeGreaterThanOrEqual(10);
    expect(cells[0]?.attribs.style).toBe('--span:12;--span-sm:6');
  });

  it('stacks template pages as full-width sections named by their template', async () => {
    const html = parseHtml((await storeRequest('demo', '/about/')).text);
    expect(html.all('.page-grid')).toHaveLength(0);
    expect(html.all('.page-sections > section').map((section) => section.attribs['data-template-section'])).toEqual(['hero', 'story', 'call-to-action']);
  });

  it('fills a pod,product grid from its factory, giving each pod the shadow item’s properties', async () => {
    const html = parseHtml((await storeRequest('demo', '/')).text);
    const pods = html.all('[data-block-type="grid"] [data-block-type="pod"]').filter((pod) => (pod.attribs['data-block-id'] ?? '').startsWith('product-'));
    expect(pods.length).toBeGreaterThanOrEqual(4);
    // The shadow item set showPrice: every generated pod shows a sale price.
    const text = (await storeRequest('demo', '/')).text;
    const firstGenerated = pods[0]!.attribs['data-block-id'];
    const snippet = text.slice(text.indexOf(`data-block-id="${firstGenerated}"`), text.indexOf(`data-block-id="${firstGenerated}"`) + 3000);
    expect(snippet).toMatch(/class="sale/);
    expect(snippet).toContain('Sale');
  });
});

describe('store:export', () => {
  it('writes a store as static files for a CDN', () => {
    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'pf-export-'));
    try {
      const result = spawnSync(process.execPath, ['scripts/store-export.ts', 'north', target], {
        // The server's own media folder: the export copies the images its pages name.
        env: { ...process.env, DATABASE_URL: testServer().databaseUrl, SQLITE_PATH: testServer().databaseUrl, MEDIA_DIR: TEST_MEDIA_DIR, SEED_ON_START: '0' },
        encoding: 'utf8',
      });
      expect(result.status, result.stderr + result.stdout).toBe(0);
      for (const file of ['index.html', 'about/index.html', 'collection/hoodies/index.html', 'blog/index.html', 'help/index.html', '404.html', 'favicon.svg']) {
        expect(fs.existsSync(path.join(target, file)), file).toBe(true);
      }
      const home = fs.readFileSync(path.join(target, 'index.html'), 'utf8');
      expect(home).toContain('Wild North Outfitters');
      const media = [...home.matchAll(/\/media\/([a-z0-9._-]+\.webp)/g)].map((match) => match[1]!);
      expect(media.length).toBeGreaterThan(0);
      for (const file of media) expect(fs.existsSync(path.join(target, 'media', file)), file).toBe(true);
      // Stylesheets are inline (each page type carries its own); every bundled file the page names (its scripts) is exported.
      const assets = [...home.matchAll(/"\/_astro\/([^"]+)"/g)].map((match) => match[1]!);
      expect(assets.length).toBeGreaterThan(0);
      for (const file of assets) expect(fs.existsSync(path.join(target, '_astro', file)), file).toBe(true);
    } finally {
      fs.rmSync(target, { recursive: true, force: true });
    }
    // A process of its own that starts the app and renders every page of the store: work, not a speed claim.
  }, 120_000);
});

describe('editor preview', () => {
  it('shows the store’s people unpublished blocks faded, without the global layout, never to visitors', async () => {
    const visitor = parseHtml((await storeRequest('demo', '/all-blocks/?preview=1')).text);
    expect(visitor.all('.faded')).toHaveLength(0);
    expect(visitor.text('body')).not.toContain('A draft block');
    expect(visitor.all('header.site-header')).toHaveLength(1);
    const staff = new SessionClient();
    await staff.login(DEMO_USERS.staff.email, DEMO_USERS.staff.password);
    const preview = parseHtml((await staff.request('/all-blocks/?preview=1')).text);
    expect(preview.all('.block.faded').length).toBeGreaterThanOrEqual(1);
    expect(preview.text('.block.faded')).toContain('A draft block');
    expect(preview.all('header.site-header')).toHaveLength(0);
    expect(preview.attr('meta[name="robots"]', 'content')).toBe('noindex');
    // Without ?preview=1 the same person sees the page as visitors do.
    expect(parseHtml((await staff.request('/all-blocks/')).text).all('.faded')).toHaveLength(0);
  });
});
