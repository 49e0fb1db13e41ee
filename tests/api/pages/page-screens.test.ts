// The dashboard's page screens work without JavaScript (form posts), only from
// the store's own pages (same-host forms), only on the store's own pages; and a member
// without the pages right is told so in the spec's words.
import { beforeAll, describe, expect, it } from 'vitest';
import { testStoreOrigin } from '../../support/api.ts';
import { SessionClient } from '../../support/session-client.ts';
import { makeOwner } from '../../support/factories/index.ts';
import type { EditorPage, PageListItem } from '../../../src/schemas/page-editing.ts';
import { createPage, ownedStore, publish, textBlock, type OwnedStore } from './pages-support.ts';

let store: OwnedStore;
let other: OwnedStore;

beforeAll(async () => {
  [store, other] = await Promise.all([ownedStore('screens'), ownedStore('screens-other')]);
});

/** A form post as a browser sends it from a page of the store. */
const form = (client: SessionClient, path: string, fields: Record<string, string>, sameHost = true) =>
  client.request(path, { method: 'POST', body: new URLSearchParams(fields), headers: sameHost ? { origin: testStoreOrigin(client.host) } : {} });

describe('pages list and create', () => {
  it('lists the pages with their status, escaped titles and actions, without scripts', async () => {
    await createPage(store, { url: '/escaped/', properties: { title: 'Fish & <chips>' } });
    const response = await store.owner.request('/dashboard/store/pages/');
    expect(response.status).toBe(200);
    expect(response.text).toContain('>Fish &amp; &lt;chips&gt;</a>');
    expect(response.text).not.toMatch(/>[^<]*<chips>/);
    expect(response.text).toMatch(/<a href="\/dashboard\/store\/pages\/"[^>]*aria-current="page"/);
    expect(response.text).toContain(`/dashboard/store/pages/${store.homepageId}/history/`);
    expect(response.text).not.toContain(`/dashboard/store/pages/${store.homepageId}/delete/`);
    expect(response.text).not.toMatch(/<astro-island/);
  });

  it('creates a page from a template with a form post and opens its editor', async () => {
    const response = await form(store.owner, '/dashboard/store/pages/new/', { template: 'collection', title: 'Autumn edit', url: '' });
    expect(response.status).toBe(303);
    const id = Number(/^\/dashboard\/store\/pages\/(\d+)\/edit\/$/.exec(String(response.headers.location))?.[1]);
    expect(id).toBeGreaterThan(0);
    const page = (await store.owner.request<EditorPage>(store.calls.page(id))).json;
    expect(page).toMatchObject({ url: '/autumn-edit/', status: 'draft', properties: { title: 'Autumn edit' } });
    expect(page.blocks.map((block) => block.type)).toEqual(['text', 'grid', 'productList']);
    expect(page.blocks[1]!.items).toHaveLength(4);
  });

  it('refuses a create posted from another site, creating nothing', async () => {
    const before = (await store.owner.request<PageListItem[]>(store.calls.list)).json.length;
    const response = await form(store.owner, '/dashboard/store/pages/new/', { template: 'blank', title: 'Forged' }, false);
    expect(response.status).toBe(403);
    expect(response.text).toContain('Your session has expired');
    expect((await store.owner.request<PageListItem[]>(store.calls.list)).json.length).toBe(before);
  });

  it("shows the API's refusal when a create fails", async () => {
    const response = await form(store.owner, '/dashboard/store/pages/new/', { template: 'blank', title: 'Home again', url: '/' });
    expect(response.status).toBe(422);
    expect(response.text).toContain('Another page already uses this url');
  });

  it("sends another store's owner to the spec's 403", async () => {
    const stranger = new SessionClient(store.subdomain);
    for (const [name, value] of other.owner.cookies) stranger.cookies.set(name, value);
    const response = await stranger.request('/dashboard/store/pages/');
    expect(response.status).toBe(403);
    expect(response.text).toContain('Looks like you&#39;re trying to access a page from another store');
  });
});

describe('delete', () => {
  it("asks in the spec's words, then deletes on the confirming post", async () => {
    const page = await createPage(store, { url: '/to-delete/', properties: { title: 'To delete' } });
    const asked = await store.owner.request(`/dashboard/store/pages/${page.id}/delete/`);
    expect(asked.status).toBe(200);
    for (const text of ['Delete page', 'Are you sure you want to delete this page?', 'Cancel']) expect(asked.text).toContain(text);
    expect(asked.text).toMatch(/<button type="submit"[^>]*>Delete page<\/button>/);
    const deleted = await form(store.owner, `/dashboard/store/pages/${page.id}/delete/`, {});
    expect(deleted.status).toBe(303);
    expect(deleted.headers.location).toBe('/dashboard/store/pages/?deleted=1');
    expect((await store.owner.request(store.calls.page(page.id))).status).toBe(404);
  });

  it('refuses to delete the homepage, saying why', async () => {
    const response = await form(store.owner, `/dashboard/store/pages/${store.homepageId}/delete/`, {});
    expect(response.status).toBe(422);
    expect(response.text).toContain('The homepage cannot be deleted');
    expect((await store.owner.request(store.calls.page(store.homepageId))).status).toBe(200);
  });

  it("never reaches another store's page", async () => {
    const page = await createPage(other, { url: '/theirs/' });
    expect((await store.owner.request(`/dashboard/store/pages/${page.id}/delete/`)).status).toBe(404);
    expect((await form(store.owner, `/dashboard/store/pages/${page.id}/delete/`, {})).status).toBe(404);
    expect((await other.owner.request(other.calls.page(page.id))).status).toBe(200);
  });
});

describe('history', () => {
  it('shows each version with who and when, pictures with the changed blocks, and restores one into the draft', async () => {
    const first = textBlock('<p>One</p>');
    const page = await createPage(store, { url: '/versions/', blocks: [first] });
    await publish(store, page.id);
    await store.owner.request(store.calls.page(page.id), { method: 'PATCH', json: { blocks: [first, textBlock('<p>Two</p>')] } });
    await publish(store, page.id);
    const shown = await store.owner.request(`/dashboard/store/pages/${page.id}/history/`);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain('Version 2');
    expect(shown.text).toContain('by Paige Owner');
    expect(shown.text).toContain('1 added · 0 removed · 0 changed');
    // Version 2 beside version 1; one highlighted block (the added one) in version 2's picture.
    expect(shown.text.match(/<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 240 /g)).toHaveLength(3);
    expect(shown.text.match(/class="block changed"/g)).toHaveLength(2);
    const restored = await form(store.owner, `/dashboard/store/pages/${page.id}/history/`, { version: '1' });
    expect(restored.status).toBe(303);
    const draft = (await store.owner.request<EditorPage>(store.calls.page(page.id))).json;
    expect(draft).toMatchObject({ hasDraft: true, liveVersion: 2 });
    expect(draft.blocks).toHaveLength(1);
  });

  it("answers 404 for another store's page and restores nothing", async () => {
    const page = await createPage(other, { url: '/their-history/', blocks: [textBlock('<p>Theirs</p>')] });
    await publish(other, page.id);
    expect((await store.owner.request(`/dashboard/store/pages/${page.id}/history/`)).status).toBe(404);
    expect((await form(store.owner, `/dashboard/store/pages/${page.id}/history/`, { version: '1' })).status).toBe(404);
    expect((await other.owner.request<EditorPage>(other.calls.page(page.id))).json.hasDraft).toBe(false);
  });
});

describe('a member without the pages right', () => {
  it("is told 'Insufficient permissions to access this page' by the page calls", async () => {
    const { client: staff } = await makeOwner(store.scope, {
      role: 'staff',
      firstName: 'Nia',
      lastName: 'Staff',
      permissions: ['dashboard.orders'],
      session: true,
    });
    const response = await staff.request<{ message: string }>(store.calls.list);
    expect(response.status).toBe(403);
    expect(response.json.message).toBe('Insufficient permissions to access this page');
  });
});
