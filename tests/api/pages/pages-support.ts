// Stores, owners and page bodies for the page call and publishing tests, made in the test
// so they never depend on the demo seed.
import { expect } from 'vitest';
import { storeRequest, testDb } from '../../support/api.ts';
import type { SessionClient } from '../../support/session-client.ts';
import { eventually } from '../../support/eventually.ts';
import { makeOwner, makeStarterHomePage, makeStore, uniqueName } from '../../support/factories/index.ts';
import { startChecklist } from '../../../src/server/stores/checklist/store-checklist.ts';
import { DASHBOARD_PERMISSIONS } from '../../../src/lib/permissions.ts';
import type { StoreScope } from '../../../src/server/stores/scope.ts';
import type { EditorPage } from '../../../src/schemas/page-editing.ts';
import { apiPath } from '../../../src/schemas/api.ts';

export const OTHER_STORE = "Oops... Looks like you're trying to access a page from another store";

export interface OwnedStore {
  scope: StoreScope;
  subdomain: string;
  division: number;
  homepageId: number;
  /** The owner, signed in on the store's host. */
  owner: SessionClient;
  calls: {
    list: string;
    create: string;
    page: (id: number) => string;
    remove: (id: number) => string;
    publish: (id: number) => string;
    schedule: (id: number) => string;
    versions: (id: number) => string;
    restore: (id: number, n: number) => string;
  };
}

/** A store (Pro unless asked) with a published starter homepage and a checklist, and its owner signed in. */
export async function ownedStore(name: string, options: { isPro?: boolean } = {}): Promise<OwnedStore> {
  const { db } = await testDb();
  const subdomain = uniqueName(name);
  // The project says the same as the store (makeStore's default): for division 12 the spec reads Pro from the project (src/lib/roles.ts).
  const scope = await makeStore(db, { subdomain, companyName: `Company ${subdomain}`, isPro: options.isPro ?? true });
  const { division } = scope;
  const home = await makeStarterHomePage(scope);
  await startChecklist(scope);
  const { client: owner } = await makeOwner(scope, { firstName: 'Paige', permissions: DASHBOARD_PERMISSIONS, session: true });
  const id = division.id;
  return {
    scope,
    subdomain,
    division: id,
    homepageId: home.id,
    owner,
    calls: {
      list: apiPath('pages.list', { division: id }),
      create: apiPath('pages.create', { division: id }),
      page: (page) => apiPath('pages.load', { division: id, id: page }),
      remove: (page) => apiPath('pages.remove', { division: id, id: page }),
      publish: (page) => apiPath('pages.publish', { division: id, id: page }),
      schedule: (page) => apiPath('pages.schedule', { division: id, id: page }),
      versions: (page) => apiPath('pages.versions', { division: id, id: page }),
      restore: (page, n) => apiPath('pages.restore', { division: id, id: page, version: n }),
    },
  };
}

let blockCounter = 0;
/** A text block node as the editor sends it. */
export const textBlock = (html: string, extra: Record<string, unknown> = {}) => ({
  id: `t-${Date.now().toString(36)}-${++blockCounter}`,
  type: 'text',
  size: { w: 12 },
  properties: { text: html },
  items: [],
  ...extra,
});

/** A new page through the API (201), answered as the editor sees it. */
export async function createPage(store: OwnedStore, body: Record<string, unknown>): Promise<EditorPage> {
  const response = await store.owner.request<EditorPage>(store.calls.create, { method: 'POST', json: body });
  expect(response.status, response.text).toBe(201);
  return response.json;
}

export async function publish(store: OwnedStore, id: number): Promise<EditorPage> {
  const response = await store.owner.request<EditorPage>(store.calls.publish(id), { method: 'POST', json: {} });
  expect(response.status, response.text).toBe(200);
  return response.json;
}

/** What a new visitor (no cookies) gets at `path`, once the server has heard of the store's latest content version. */
export async function visit(store: OwnedStore, path: string, until: (response: { status: number; text: string }) => boolean = () => true) {
  return eventually(() => storeRequest(store.subdomain, path), until, 5000);
}

export async function contentVersion(store: OwnedStore): Promise<number> {
  const { db } = await testDb();
  return (await db.selectFrom('divisions').select('content_version').where('id', '=', store.division).executeTakeFirstOrThrow()).content_version;
}
