// Drafts never change what shoppers see; publishing does (a version, a content
// version bump, the rebuild); versions with their changes, restore, scheduled publishing.
import { beforeAll, describe, expect, it } from 'vitest';
import { testDb } from '../../support/api.ts';
import { runScheduledPublish } from '../../../src/server/content/pages/editing/scheduled-publish.ts';
import type { EditorPage, PageVersionSummary } from '../../../src/schemas/page-editing.ts';
import { contentVersion, createPage, ownedStore, publish, textBlock, visit, type OwnedStore } from './pages-support.ts';

let store: OwnedStore;

beforeAll(async () => {
  store = await ownedStore('publishing');
});

const HOUR = 3_600_000;

async function save(id: number, body: Record<string, unknown>): Promise<EditorPage> {
  const response = await store.owner.request<EditorPage>(store.calls.page(id), { method: 'PATCH', json: body });
  expect(response.status, response.text).toBe(200);
  return response.json;
}

async function pendingSchedule(pageId: number): Promise<number> {
  const { db } = await testDb();
  return (await db.selectFrom('page_schedules').select('id').where('page_id', '=', pageId).where('state', '=', 'pending').executeTakeFirstOrThrow()).id;
}

describe('publishing', () => {
  it('shows a new visitor the page only once it is published, and later edits only once they are published', async () => {
    const first = textBlock('<p>First words</p>');
    const page = await createPage(store, { url: '/news/', properties: { title: 'News' }, blocks: [first] });
    expect((await visit(store, '/news/')).status).toBe(404);

    const before = await contentVersion(store);
    const live = await publish(store, page.id);
    expect(live).toMatchObject({ status: 'published', published: true, hasDraft: false, liveVersion: 1 });
    expect(await contentVersion(store)).toBe(before + 1);
    expect((await visit(store, '/news/', (response) => response.status === 200)).text).toContain('First words');

    await save(page.id, { blocks: [{ ...live.blocks[0], properties: { text: '<p>Second words</p>' } }] });
    expect(await contentVersion(store)).toBe(before + 1);
    const still = await visit(store, '/news/');
    expect(still.text).toContain('First words');
    expect(still.text).not.toContain('Second words');
    const loaded = (await store.owner.request<EditorPage>(store.calls.page(page.id))).json;
    expect(loaded).toMatchObject({ status: 'published', hasDraft: true });

    await publish(store, page.id);
    expect((await visit(store, '/news/', (response) => response.text.includes('Second words'))).text).toContain('Second words');
  });

  it('does not make a version when there is nothing new to publish', async () => {
    const page = await createPage(store, { url: '/steady/', blocks: [textBlock('<p>Steady</p>')] });
    await publish(store, page.id);
    const version = await contentVersion(store);
    expect((await publish(store, page.id)).liveVersion).toBe(1);
    expect(await contentVersion(store)).toBe(version);
  });
});

describe('versions', () => {
  it('lists versions newest first with who published and the blocks added, removed and changed', async () => {
    const [a, b] = [textBlock('<p>A</p>'), textBlock('<p>B</p>')];
    const page = await createPage(store, { url: '/history/', blocks: [a, b] });
    await publish(store, page.id);
    const c = textBlock('<p>C</p>');
    await save(page.id, { blocks: [{ ...a, properties: { text: '<p>A2</p>' } }, c] });
    await publish(store, page.id);
    const response = await store.owner.request<PageVersionSummary[]>(store.calls.versions(page.id));
    expect(response.status).toBe(200);
    expect(response.json.map(({ number, publishedBy, changes }) => ({ number, publishedBy, changes }))).toEqual([
      { number: 2, publishedBy: 'Paige Owner', changes: { added: 1, removed: 1, changed: 1 } },
      { number: 1, publishedBy: 'Paige Owner', changes: { added: 2, removed: 0, changed: 0 } },
    ]);
  });

  it('restores a version into the draft, which goes live when published', async () => {
    const page = await createPage(store, { url: '/restore/', blocks: [textBlock('<p>Original copy</p>')] });
    await publish(store, page.id);
    const current = (await store.owner.request<EditorPage>(store.calls.page(page.id))).json;
    await save(page.id, { blocks: [{ ...current.blocks[0], properties: { text: '<p>Rewritten copy</p>' } }] });
    await publish(store, page.id);
    expect((await visit(store, '/restore/', (response) => response.text.includes('Rewritten'))).text).toContain('Rewritten copy');

    const restored = await store.owner.request<EditorPage>(store.calls.restore(page.id, 1), { method: 'POST', json: {} });
    expect(restored.status, restored.text).toBe(200);
    expect(restored.json).toMatchObject({ hasDraft: true, liveVersion: 2 });
    expect(restored.json.blocks[0]!.properties).toMatchObject({ text: '<p>Original copy</p>' });
    expect((await visit(store, '/restore/')).text).toContain('Rewritten copy');
    await publish(store, page.id);
    expect((await visit(store, '/restore/', (response) => response.text.includes('Original'))).text).toContain('Original copy');
    expect((await store.owner.request<{ message: string }>(store.calls.restore(page.id, 99), { method: 'POST', json: {} })).status).toBe(404);
  });
});

describe('scheduled publishing', () => {
  it('publishes at the chosen time, not before (run with a clock before and after it)', async () => {
    const page = await createPage(store, { url: '/later/', blocks: [textBlock('<p>Scheduled words</p>')] });
    const at = new Date(Date.now() + HOUR);
    const scheduled = await store.owner.request<EditorPage>(store.calls.schedule(page.id), { method: 'POST', json: { publishAt: at.toISOString() } });
    expect(scheduled.status, scheduled.text).toBe(200);
    expect(scheduled.json).toMatchObject({ status: 'scheduled', scheduledAt: at.toISOString() });
    const id = await pendingSchedule(page.id);
    const { db } = await testDb();

    expect(await runScheduledPublish(db, id, new Date(at.getTime() - 60_000))).toBe('not-due');
    expect((await visit(store, '/later/')).status).toBe(404);
    expect(await runScheduledPublish(db, id, new Date(at.getTime() + 1000))).toBe('published');
    expect((await visit(store, '/later/', (response) => response.status === 200)).text).toContain('Scheduled words');
    // Run twice (a retry, a second runner): published once.
    expect(await runScheduledPublish(db, id, new Date(at.getTime() + 2000))).toBe('skipped');
    const loaded = (await store.owner.request<EditorPage>(store.calls.page(page.id))).json;
    expect(loaded).toMatchObject({ status: 'published', scheduledAt: null, liveVersion: 1 });
  });

  it('publishes nothing once the schedule is cancelled', async () => {
    const page = await createPage(store, { url: '/cancelled/', blocks: [textBlock('<p>Never shown</p>')] });
    const at = new Date(Date.now() + HOUR);
    await store.owner.request(store.calls.schedule(page.id), { method: 'POST', json: { publishAt: at.toISOString() } });
    const id = await pendingSchedule(page.id);
    const cancelled = await store.owner.request<EditorPage>(store.calls.schedule(page.id), { method: 'DELETE' });
    expect(cancelled.json).toMatchObject({ status: 'draft', scheduledAt: null });
    const { db } = await testDb();
    expect(await runScheduledPublish(db, id, new Date(at.getTime() + 1000))).toBe('skipped');
    expect((await visit(store, '/cancelled/')).status).toBe(404);
  });

  it("is run by the server's job queue when its time has come", async () => {
    const page = await createPage(store, { url: '/due-now/', blocks: [textBlock('<p>Due words</p>')] });
    const response = await store.owner.request(store.calls.schedule(page.id), {
      method: 'POST',
      json: { publishAt: new Date(Date.now() - 1000).toISOString() },
    });
    expect(response.status, response.text).toBe(200);
    expect((await visit(store, '/due-now/', (visited) => visited.status === 200)).text).toContain('Due words');
  });

  it('refuses a time that is not an ISO date', async () => {
    const response = await store.owner.request(store.calls.schedule(store.homepageId), { method: 'POST', json: { publishAt: 'tomorrow' } });
    expect(response.status).toBe(422);
  });
});
