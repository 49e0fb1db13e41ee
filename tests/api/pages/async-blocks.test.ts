// Blocks that load their items or settings from a path of the store (asyncItems / asyncData):
// read while the page renders, once per path, kept with the page; a path that fails shows the
// block's error state and the page is not kept; a path cannot load itself for ever.
import { beforeAll, describe, expect, it } from 'vitest';
import { storeRequest } from '../../support/api.ts';
import { makePage } from '../../support/factories/index.ts';
import { bumpContentVersion } from '../../../src/server/stores/content-version.ts';
import { ownedStore, textBlock, type OwnedStore } from './pages-support.ts';
import { apiPath } from '../../../src/schemas/api.ts';

let store: OwnedStore;
const shared = '/shared-sections/';
const blocksOf = (page: string, block?: string) => `/omnis/v3/frontend/blocks/?page=${encodeURIComponent(page)}${block ? `&block=${block}` : ''}`;
const row = (id: string, extra: Record<string, unknown>) => ({ id, type: 'row', size: { w: 12 }, properties: {}, items: [], ...extra });
const banner = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'banner',
  size: { w: 12 },
  properties: { title },
  items: [],
  ...extra,
});

beforeAll(async () => {
  store = await ownedStore('async-blocks');
  const { scope } = store;
  await makePage(scope, {
    url: shared,
    blocks: [
      textBlock('<p>Printed to order in 48 hours</p>', { id: 'promise' }),
      textBlock('<p>Not ready yet</p>', { id: 'draft-words', published: false }),
      banner('season', 'Winter sale & more'),
    ],
  });
  await makePage(scope, { url: '/members-only/', properties: { loginState: 'logged-in' }, blocks: [textBlock('<p>Members</p>')] });
  await makePage(scope, { url: '/home-made/', blocks: [row('from-shared', { asyncItems: blocksOf(shared) }), row('again', { asyncItems: blocksOf(shared) })] });
  await makePage(scope, { url: '/seasonal/', blocks: [banner('local', 'Saved title', { asyncData: blocksOf(shared, 'season') })] });
  await makePage(scope, {
    url: '/broken/',
    blocks: [
      row('gone', { asyncItems: blocksOf('/not-a-page/') }),
      row('kept', { asyncItems: blocksOf('/members-only/'), items: [textBlock('<p>Saved fallback</p>')] }),
    ],
  });
  // Loads its own blocks: those loaded do not load again.
  await makePage(scope, { url: '/loop/', blocks: [textBlock('<p>Loop words</p>', { id: 'words' }), row('self', { asyncItems: blocksOf('/loop/') })] });
  // Loads a page (HTML), which itself loads a path while being read: refused, not recursed.
  await makePage(scope, { url: '/reads-a-page/', blocks: [row('page', { asyncItems: '/loop/' })] });
  await bumpContentVersion(scope);
});

describe('GET /omnis/v3/frontend/blocks/', () => {
  it("answers a published page's shown blocks, or one block's items and settings", async () => {
    const all = await storeRequest<{ items: { id: string }[] }>(store.subdomain, blocksOf(shared));
    expect(all.status, all.text).toBe(200);
    expect(all.json.items.map((item) => item.id)).toEqual(['promise', 'season']);
    const one = await storeRequest<{ items: unknown[]; data: { title: string } }>(store.subdomain, blocksOf(shared, 'season'));
    expect(one.json).toMatchObject({ items: [], data: { title: 'Winter sale & more' } });
  });

  it('answers 404 for a page visitors cannot see, and 422 for a page that is not a path on the store', async () => {
    expect((await storeRequest(store.subdomain, blocksOf('/members-only/'))).status).toBe(404);
    expect((await storeRequest(store.subdomain, blocksOf(shared, 'no-such-block'))).status).toBe(404);
    const offsite = await storeRequest<{ message: string; errors: Record<string, string[]> }>(store.subdomain, blocksOf('//evil.example/x'));
    expect(offsite.status).toBe(422);
    expect(offsite.json.errors.page).toEqual(['Enter a path on this store, starting with /']);
  });
});

describe('a page whose blocks load from a path', () => {
  it('is rendered with the loaded blocks in its HTML, under ids of their own, and kept', async () => {
    const first = await storeRequest(store.subdomain, '/home-made/');
    expect(first.status).toBe(200);
    // Both rows show the shared blocks, under ids of their own; the unpublished one is not answered.
    expect(first.text.match(/Printed to order in 48 hours/g)).toHaveLength(2);
    expect(first.text).toContain('data-block-id="from-shared~promise"');
    expect(first.text).toContain('data-block-id="again~promise"');
    expect(first.text).not.toContain('Not ready yet');
    expect((await storeRequest(store.subdomain, '/home-made/')).headers['x-render-cache']).toBe('hit');
  });

  it("takes a block's settings from another block's (asyncData), escaped as its own", async () => {
    const page = await storeRequest(store.subdomain, '/seasonal/');
    expect(page.text).toContain('Winter sale &amp; more');
    expect(page.text).not.toContain('Saved title');
  });

  it('shows a visitor the error state only where nothing is saved, and does not keep the page', async () => {
    const first = await storeRequest(store.subdomain, '/broken/');
    expect(first.status).toBe(200);
    expect(first.text).toMatch(/data-block-id="gone"[\s\S]*?This part of the page could not be loaded just now\./);
    expect(first.text).toContain('Saved fallback');
    // The owner's reasons are for the editor's preview, never a visitor's page.
    expect(first.text).not.toContain('it answered 404');
    const again = await storeRequest(store.subdomain, '/broken/');
    expect(again.headers['x-render-cache']).not.toBe('hit');
    expect(again.headers['cache-control']).toContain('private');
  });

  it('loads its own blocks once, and refuses a path that loads paths while it is read', async () => {
    const loop = await storeRequest(store.subdomain, '/loop/');
    expect(loop.status).toBe(200);
    expect(loop.text.match(/Loop words/g)).toHaveLength(2);
    const readsPage = await storeRequest(store.subdomain, '/reads-a-page/');
    expect(readsPage.status).toBe(200);
    expect(readsPage.text).toContain('This part of the page could not be loaded just now.');
  });
});

describe("the editor's preview of blocks loading from a path", () => {
  it('says why a path gave nothing, above what the block has saved', async () => {
    const response = await store.owner.request<{ html: string }>(apiPath('pages.preview', { division: store.division }), {
      method: 'POST',
      json: {
        page: {
          blocks: [
            row('missing', { asyncItems: blocksOf('/not-a-page/') }),
            row('html', { asyncItems: '/loop/', items: [textBlock('<p>Still saved</p>')] }),
            banner('settings', 'Kept', { asyncData: blocksOf(shared) }),
          ],
        },
      },
    });
    expect(response.status, response.text).toBe(200);
    const { html } = response.json;
    expect(html).toContain(`Could not load items from ${blocksOf('/not-a-page/').replace(/&/g, '&amp;')}: it answered 404.`);
    expect(html).toContain('Could not load items from /loop/: it did not answer JSON.');
    expect(html).toContain('Still saved');
    // The page's answer has items but no settings of one block: the banner keeps its own.
    expect(html).toContain('Kept');
  });

  it('refuses to save a block loading from another site', async () => {
    const response = await store.owner.request<{ message: string }>(store.calls.page(store.homepageId), {
      method: 'PATCH',
      json: { blocks: [row('offsite', { asyncItems: 'https://evil.example/blocks.json' })] },
    });
    expect(response.status).toBe(422);
    expect(response.text).toContain('Enter a path on this store, starting with /');
  });
});
