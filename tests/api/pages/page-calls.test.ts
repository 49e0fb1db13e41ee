// The page calls and their rules (saving, validation, the page error texts) on SQLite and
// PostgreSQL: create, load, save, delete, the list and its thumbnails, Pro, tenancy, CSRF.
import { beforeAll, describe, expect, it } from 'vitest';
import { testDb } from '../../support/api.ts';
import { SessionClient } from '../../support/session-client.ts';
import type { EditorPage, PageListItem } from '../../../src/schemas/page-editing.ts';
import { OTHER_STORE, contentVersion, createPage, ownedStore, textBlock, visit, type OwnedStore } from './pages-support.ts';
import { apiPath } from '../../../src/schemas/api.ts';

let store: OwnedStore;
let free: OwnedStore;

beforeAll(async () => {
  [store, free] = await Promise.all([ownedStore('pages'), ownedStore('free', { isPro: false })]);
});

describe('who may call', () => {
  it('answers 401 to a signed-out visitor', async () => {
    const visitor = new SessionClient(store.subdomain);
    expect((await visitor.request(store.calls.list)).status).toBe(401);
    expect((await visitor.request(store.calls.page(store.homepageId))).status).toBe(401);
  });

  it("answers another store's owner, another store's division and another store's page with the spec's 403", async () => {
    // The free store's owner on this store's host: not a member.
    const stranger = new SessionClient(store.subdomain);
    stranger.cookies.clear();
    for (const [name, value] of free.owner.cookies) stranger.cookies.set(name, value);
    const asStranger = await stranger.request<{ message: string }>(store.calls.page(store.homepageId));
    expect(asStranger.status).toBe(403);
    // Own host, another store's division in the path.
    const otherDivision = await store.owner.request<{ message: string }>(apiPath('pages.load', { division: free.division, id: free.homepageId }));
    expect(otherDivision.status).toBe(403);
    expect(otherDivision.json.message).toBe(OTHER_STORE);
    // Own host and division, another store's page id: refused, and nothing is changed.
    const otherPage = await store.owner.request<{ message: string }>(store.calls.page(free.homepageId), {
      method: 'PATCH',
      json: { properties: { title: 'Taken over' } },
    });
    expect(otherPage.status).toBe(403);
    expect(otherPage.json.message).toBe(OTHER_STORE);
    const { db } = await testDb();
    expect(await db.selectFrom('page_drafts').select('page_id').where('page_id', '=', free.homepageId).executeTakeFirst()).toBeUndefined();
    expect((await store.owner.request(store.calls.remove(free.homepageId), { method: 'DELETE' })).status).toBe(403);
  });

  it('refuses a save without the X-XSRF-TOKEN header and writes nothing', async () => {
    const page = await createPage(store, { url: '/csrf-check/', properties: { title: 'Before' } });
    store.owner.xsrf = false;
    try {
      const response = await store.owner.request<{ code: string }>(store.calls.page(page.id), { method: 'PATCH', json: { properties: { title: 'After' } } });
      expect(response.status).toBe(403);
      expect(response.json.code).toBe('csrfMismatch');
    } finally {
      store.owner.xsrf = true;
    }
    const loaded = await store.owner.request<EditorPage>(store.calls.page(page.id));
    expect(loaded.json.properties.title).toBe('Before');
  });

  it("answers 402 'Pro required to save this page' to a store that is not Pro, creating nothing", async () => {
    const { db } = await testDb();
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('pages')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('division_id', '=', free.division)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const created = await free.owner.request<{ message: string }>(free.calls.create, { method: 'POST', json: { url: '/new/' } });
    expect(created.status).toBe(402);
    expect(created.json.message).toBe('Pro required to save this page');
    const saved = await free.owner.request<{ message: string }>(free.calls.page(free.homepageId), { method: 'PATCH', json: { properties: { title: 'Home' } } });
    expect(saved.status).toBe(402);
    expect(saved.json.message).toBe('Pro required to save this page');
    expect(await count()).toBe(before);
    // Loading is not saving: the free store's owner still reads their pages.
    expect((await free.owner.request(free.calls.page(free.homepageId))).status).toBe(200);
  });
});

describe('create and save', () => {
  it('creates an unpublished page with its url normalised, which a new visitor does not see', async () => {
    const before = await contentVersion(store);
    const page = await createPage(store, { url: ' Summer Sale ', properties: { title: 'Summer sale' }, blocks: [textBlock('<p>Hello summer</p>')] });
    expect(page).toMatchObject({ url: '/summer-sale/', status: 'draft', published: false, hasDraft: true, liveVersion: null, divisionId: store.division });
    expect(page.blocks).toHaveLength(1);
    expect((await visit(store, '/summer-sale/')).status).toBe(404);
    expect(await contentVersion(store)).toBe(before);
  });

  it('gives a page saved with a blank url a generated route path', async () => {
    const page = await createPage(store, { url: '', properties: { title: 'No address' } });
    expect(page.url).toMatch(/^\/page-[0-9a-f]{12}\/$/);
    expect((await createPage(store, { properties: { title: 'No url at all' } })).url).toMatch(/^\/page-[0-9a-f]{12}\/$/);
  });

  it("answers a failing page with 'Page failed validation' and every failing field, in the spec's block words", async () => {
    const page = await createPage(store, { url: '/validation/', blocks: [textBlock('<p>Kept</p>')] });
    const response = await store.owner.request<{ message: string; errors: Record<string, string[]> }>(store.calls.page(page.id), {
      method: 'PATCH',
      json: { blocks: [{ id: 'x', type: 'nope', properties: {} }, { id: 'y', properties: {} }, textBlock('<p>narrow</p>', { size: { w: 2 } })] },
    });
    expect(response.status).toBe(422);
    expect(response.json.message).toBe('Page failed validation');
    expect(response.json.errors['blocks.0.type']).toEqual(["Block type of nope hasn't been registered"]);
    expect(response.json.errors['blocks.1.type']).toEqual(['Unable to make block, no type was defined']);
    const sized = await store.owner.request<{ message: string; errors: Record<string, string[]> }>(store.calls.page(page.id), {
      method: 'PATCH',
      json: { properties: { title: 'x'.repeat(500) }, blocks: [textBlock('<p>narrow</p>', { size: { w: 2 } })] },
    });
    expect(sized.status).toBe(422);
    expect(sized.json.message).toBe('Page failed validation');
    expect(Object.keys(sized.json.errors).sort()).toEqual(['blocks.0.size.w', 'properties.title']);
    const loaded = await store.owner.request<EditorPage>(store.calls.page(page.id));
    expect(loaded.json.blocks.map((block) => block.properties)).toEqual([expect.objectContaining({ text: '<p>Kept</p>' })]);
  });

  it("refuses a page without a store: 'Page not attached to a store'", async () => {
    const response = await store.owner.request<{ message: string }>(store.calls.create, { method: 'POST', json: { url: '/orphan/', divisionId: null } });
    expect(response.status).toBe(422);
    expect(response.json.message).toBe('Page not attached to a store');
  });

  it('refuses a url another page already answers at', async () => {
    await createPage(store, { url: '/twice/' });
    const response = await store.owner.request<{ message: string; errors: Record<string, string[]> }>(store.calls.create, {
      method: 'POST',
      json: { url: '/Twice' },
    });
    expect(response.status).toBe(422);
    expect(response.json.errors.url).toEqual(['Another page already uses this url']);
  });

  it('patches only what the body names and flags a block whose order changed as reordered', async () => {
    const [a, b, c] = [textBlock('<p>a</p>'), textBlock('<p>b</p>'), textBlock('<p>c</p>')];
    const page = await createPage(store, { url: '/order/', properties: { title: 'Order', description: 'Kept' }, blocks: [a, b, c] });
    const response = await store.owner.request<EditorPage>(store.calls.page(page.id), {
      method: 'PATCH',
      json: { blocks: [a, c, b].map((block) => page.blocks.find((saved) => saved.id === block.id)) },
    });
    expect(response.status, response.text).toBe(200);
    const saved = response.json;
    expect(saved.properties).toMatchObject({ title: 'Order', description: 'Kept' });
    expect(saved.blocks.map((block) => [block.id, block.order, block.flags.reordered])).toEqual([
      [a.id, 0, false],
      [c.id, 1, true],
      [b.id, 2, false],
    ]);
  });

  it('completes the checklist homepage step and moves it to collection on a homepage save', async () => {
    const { db } = await testDb();
    const read = () =>
      db.selectFrom('store_checklists').select(['current_step', 'completed_json']).where('division_id', '=', store.division).executeTakeFirstOrThrow();
    expect((await read()).current_step).toBe('profile');
    await store.owner
      .request(store.calls.page(store.homepageId), { method: 'PATCH', json: { properties: { title: 'Welcome' } } })
      .then((response) => expect(response.status, response.text).toBe(200));
    const after = await read();
    expect(after.current_step).toBe('collection');
    expect(JSON.parse(after.completed_json)).toContain('homepage');
  });
});

describe('delete', () => {
  it('refuses to delete the homepage', async () => {
    const response = await store.owner.request<{ message: string }>(store.calls.remove(store.homepageId), { method: 'DELETE' });
    expect(response.status).toBe(422);
    expect(response.json.message).toBe('The homepage cannot be deleted');
    expect((await store.owner.request(store.calls.page(store.homepageId))).status).toBe(200);
  });

  it("deletes only a saved page: a missing one is 'Page not found'", async () => {
    const response = await store.owner.request<{ message: string }>(store.calls.remove(999_999_999), { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(response.json.message).toBe('Page not found');
  });

  it('soft-deletes a published page: gone from the list, the editor and the storefront, its url free again', async () => {
    const page = await createPage(store, { url: '/short-lived/', blocks: [textBlock('<p>Here today</p>')] });
    await store.owner.request(store.calls.publish(page.id), { method: 'POST', json: {} });
    expect((await visit(store, '/short-lived/', (response) => response.status === 200)).text).toContain('Here today');
    expect((await store.owner.request(store.calls.remove(page.id), { method: 'DELETE' })).status).toBe(200);
    expect((await store.owner.request<{ message: string }>(store.calls.page(page.id))).json.message).toBe('Page not found');
    expect((await store.owner.request<PageListItem[]>(store.calls.list)).json.map((item) => item.id)).not.toContain(page.id);
    expect((await visit(store, '/short-lived/', (response) => response.status === 404)).status).toBe(404);
    const { db } = await testDb();
    const row = await db.selectFrom('pages').select('flags_json').where('id', '=', page.id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.flags_json).deleted).toBe(true);
    await createPage(store, { url: '/short-lived/' });
  });
});

describe('list and thumbnails', () => {
  it('lists the store pages, homepage first, each with its status and a thumbnail', async () => {
    const page = await createPage(store, {
      url: '/listed/',
      properties: { title: 'Listed <b>page</b>' },
      blocks: [textBlock('<p>x</p>'), { id: 'g1', type: 'grid', size: { w: 6 }, properties: {}, items: [textBlock('<p>inside</p>')] }],
    });
    const response = await store.owner.request<PageListItem[]>(store.calls.list);
    expect(response.status).toBe(200);
    expect(response.json[0]).toMatchObject({ id: store.homepageId, homepage: true, status: 'published' });
    const listed = response.json.find((item) => item.id === page.id)!;
    expect(listed).toMatchObject({ url: '/listed/', title: 'Listed <b>page</b>', status: 'draft', published: false, blockCount: 3, editable: true });
    expect(response.json.every((item) => item.url !== '/twice/' || item.status === 'draft')).toBe(true);

    const svg = await store.owner.request(listed.thumbnailUrl);
    expect(svg.status).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.text).toContain('<title>Listed &lt;b&gt;page&lt;/b&gt;</title>');
    expect(svg.text.match(/<rect [^>]*rx="3"/g)).toHaveLength(3);
    const again = await store.owner.request(listed.thumbnailUrl, { headers: { 'if-none-match': String(svg.headers.etag) } });
    expect(again.status).toBe(304);
    expect((await new SessionClient(store.subdomain).request(listed.thumbnailUrl)).status).toBe(401);
  });
});
