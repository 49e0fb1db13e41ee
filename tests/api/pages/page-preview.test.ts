// The editor's preview call and the storefront's preview mode, on SQLite and
// PostgreSQL: members only, nothing saved or cached, unpublished blocks faded, owner text escaped.
import { beforeAll, describe, expect, it } from 'vitest';
import { storeRequest, testDb } from '../../support/api.ts';
import { SessionClient } from '../../support/session-client.ts';
import { OTHER_STORE, contentVersion, createPage, ownedStore, textBlock, type OwnedStore } from './pages-support.ts';
import { apiPath } from '../../../src/schemas/api.ts';

let store: OwnedStore;
let other: OwnedStore;

beforeAll(async () => {
  [store, other] = await Promise.all([ownedStore('preview'), ownedStore('preview-other')]);
});

const previewCall = () => apiPath('pages.preview', { division: store.division });
const document = () => ({
  page: {
    blocks: [
      textBlock('<p>Unsaved words</p><script>alert(1)</script>'),
      { id: 'hidden-one', type: 'banner', size: { w: 6 }, published: false, properties: { title: '<b>Faded & escaped</b>' }, items: [] },
    ],
  },
});

describe('POST …/pages/preview/', () => {
  it('draws an unsaved document through the block components, unpublished blocks faded, never cached, nothing saved', async () => {
    const before = await contentVersion(store);
    const { db } = await testDb();
    const drafts = async () => (await db.selectFrom('page_drafts').select('page_id').where('division_id', '=', store.division).execute()).length;
    const draftsBefore = await drafts();
    const response = await store.owner.request<{ html: string; reports: string[] }>(previewCall(), { method: 'POST', json: document() });
    expect(response.status, response.text).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { html } = response.json;
    expect(html).toContain('Unsaved words');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toMatch(/class="[^"]*faded[^"]*"[^>]*data-block-type="banner"[^>]*data-block-id="hidden-one"/);
    expect(html).toContain('&lt;b&gt;Faded &amp; escaped&lt;/b&gt;');
    expect(await contentVersion(store)).toBe(before);
    expect(await drafts()).toBe(draftsBefore);
  });

  it('answers a document that is not a page document with a 422', async () => {
    const response = await store.owner.request<{ message: string }>(previewCall(), {
      method: 'POST',
      json: { page: { blocks: [{ id: 'x', type: 'noSuchType', properties: {} }] } },
    });
    expect(response.status).toBe(422);
  });

  it('answers 401 signed out, 403 without the X-XSRF-TOKEN header, and the spec 403 to another store', async () => {
    const visitor = new SessionClient(store.subdomain);
    expect((await visitor.request(previewCall(), { method: 'POST', json: document() })).status).toBe(401);

    store.owner.xsrf = false;
    try {
      expect((await store.owner.request(previewCall(), { method: 'POST', json: document() })).status).toBe(403);
    } finally {
      store.owner.xsrf = true;
    }

    const stranger = new SessionClient(store.subdomain);
    for (const [name, value] of other.owner.cookies) stranger.cookies.set(name, value);
    const asStranger = await stranger.request<{ message: string }>(previewCall(), { method: 'POST', json: document() });
    expect(asStranger.status).toBe(403);
    expect(asStranger.json.message).toBe(OTHER_STORE);

    // Own host, the other store's division in the path.
    const otherDivision = await store.owner.request<{ message: string }>(apiPath('pages.preview', { division: other.division }), {
      method: 'POST',
      json: document(),
    });
    expect(otherDivision.status).toBe(403);
    expect(otherDivision.json.message).toBe(OTHER_STORE);
  });
});

describe('a storefront page in preview mode', () => {
  it('shows the store member an unpublished page without the global layout parts, with the editor connection script, privately', async () => {
    const page = await createPage(store, { url: '/preview-only/', properties: { title: 'Not live yet' } });
    const owner = await store.owner.request(`${page.url}?preview=1`);
    expect(owner.status).toBe(200);
    expect(String(owner.headers['cache-control'] ?? '')).not.toContain('public');
    expect(owner.text).toContain(`data-division="${store.division}"`);
    expect(owner.text).toMatch(/<script[^>]+src="[^"]*EditorPreviewFrame[^"]*"/);
    expect(owner.text).not.toMatch(/<header[\s>]/);

    // Shoppers: the page is not there, preview or not, and they never get the script.
    for (const path of [page.url, `${page.url}?preview=1`]) {
      const shopper = await storeRequest(store.subdomain, path);
      expect(shopper.status).toBe(404);
      expect(shopper.text).not.toContain('EditorPreviewFrame');
    }
  });

  it('leaves the shopper’s view of a live page as it was, script-free', async () => {
    const shopper = await storeRequest(store.subdomain, '/?preview=1');
    expect(shopper.status).toBe(200);
    expect(shopper.text).not.toContain('EditorPreviewFrame');
    expect(shopper.text).not.toMatch(/<html[^>]*data-preview/);
  });
});
