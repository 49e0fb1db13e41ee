// The demo seed for page editing: `demo` is Pro (its owner can save pages), `north` is not, and the
// second owner (rival@demo.test, north only) cannot reach demo's pages.
import { describe, expect, it } from 'vitest';
import { divisionId } from '../../support/api.ts';
import { SessionClient } from '../../support/session-client.ts';
import { DEMO_USERS } from '../../../src/seed/users.ts';
import type { EditorPage, PageListItem } from '../../../src/schemas/page-editing.ts';
import { OTHER_STORE } from './pages-support.ts';
import { apiPath } from '../../../src/schemas/api.ts';

describe('demo seed', () => {
  it("lets the demo owner list demo's pages and refuses north's save as not Pro", async () => {
    const [demo, north] = await Promise.all([divisionId('demo'), divisionId('north')]);
    const owner = new SessionClient('demo');
    expect((await owner.login(DEMO_USERS.owner.email, DEMO_USERS.owner.password)).status).toBe(200);
    const list = await owner.request<PageListItem[]>(apiPath('pages.list', { division: demo }));
    expect(list.status).toBe(200);
    expect(list.json[0]).toMatchObject({ url: '/', homepage: true });
    const inNorth = new SessionClient('north');
    expect((await inNorth.login(DEMO_USERS.owner.email, DEMO_USERS.owner.password)).status).toBe(200);
    const home = (await inNorth.request<PageListItem[]>(apiPath('pages.list', { division: north }))).json.find((page) => page.homepage)!;
    const saved = await inNorth.request<{ message: string }>(apiPath('pages.save', { division: north, id: home.id }), {
      method: 'PATCH',
      json: { properties: { title: 'Home' } },
    });
    expect(saved.status).toBe(402);
    expect(saved.json.message).toBe('Pro required to save this page');
  });

  it("opens every one of demo's seeded pages in the block editor, its home page with its blocks", async () => {
    const demo = await divisionId('demo');
    const owner = new SessionClient('demo');
    expect((await owner.login(DEMO_USERS.owner.email, DEMO_USERS.owner.password)).status).toBe(200);
    const list = (await owner.request<PageListItem[]>(apiPath('pages.list', { division: demo }))).json;
    expect(list.length).toBeGreaterThan(5);
    expect(list.filter((page) => !page.editable).map((page) => page.url)).toEqual([]);
    const home = await owner.request<EditorPage>(apiPath('pages.load', { division: demo, id: list[0]!.id }));
    expect(home.json).toMatchObject({ url: '/', mode: 'unknown' });
    expect(home.json.blocks.length).toBeGreaterThan(5);
    const screen = await owner.request('/dashboard/store/pages/');
    expect(screen.text).toContain(`href="/dashboard/store/pages/${home.json.id}/edit/"`);
    expect(screen.text).toContain('Pages the app draws');
  });

  it("keeps the second owner out of demo's pages", async () => {
    const demo = await divisionId('demo');
    const rival = new SessionClient('demo');
    expect((await rival.login(DEMO_USERS.rival.email, DEMO_USERS.rival.password)).status).toBe(200);
    const response = await rival.request<{ message: string }>(apiPath('pages.list', { division: demo }));
    expect(response.status).toBe(403);
    expect(response.json.message).toBe(OTHER_STORE);
    expect((await rival.request('/dashboard/store/pages/')).status).toBe(403);
  });
});
