// Issue 4 §5: guarded redirects, store gates, the access-loop breaker and store isolation.
import { describe, expect, it } from 'vitest';
import { DEMO, SessionClient } from '../../support/session-client.ts';
import { openTestDb, storeRequest } from '../../support/api.ts';
import { eventually } from '../../support/eventually.ts';
import { newAccount } from './accounts-support.ts';
import { hashPassword } from '../../../src/server/accounts/passwords.ts';

async function setNorthSettings(change: (settings: Record<string, unknown>) => Record<string, unknown>) {
  const { db, close } = await openTestDb();
  try {
    const row = await db.selectFrom('divisions').select(['id', 'settings_json', 'content_version']).where('subdomain', '=', 'north').executeTakeFirstOrThrow();
    await db.updateTable('divisions').set({ settings_json: JSON.stringify(change(JSON.parse(row.settings_json))), content_version: row.content_version + 1 }).where('id', '=', row.id).execute();
  } finally {
    await close();
  }
}

describe('guarded redirects', () => {
  it('sends visitors who are not logged in to /login/ with the path to come back to', async () => {
    const response = await storeRequest('demo', '/dashboard/?tab=stores');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/login/?redirect_uri=%2Fdashboard%2F%3Ftab%3Dstores');
  });

  it('lets the owner in, sends a customer to /403/, and a logged-in user away from /login/ and /sign-up/', async () => {
    const owner = new SessionClient();
    await owner.login(DEMO.owner.email, DEMO.owner.password);
    expect((await owner.request('/dashboard/')).status).toBe(200);
    expect((await owner.request('/login/')).headers.location).toBe('/');
    expect((await owner.request('/sign-up/')).headers.location).toBe('/dashboard/');
    const shopper = new SessionClient();
    await shopper.login(DEMO.shopper.email, DEMO.shopper.password);
    expect((await shopper.request('/dashboard/')).headers.location).toBe('/403/');
    const forbidden = await shopper.request('/403/');
    expect(forbidden.status).toBe(403);
  });

  it("answers another store's pages with the spec's 403 text", async () => {
    const stranger = await newAccount();
    // Their own dashboard home works on any address; this store's settings do not.
    expect((await stranger.client.request('/dashboard/')).status).toBe(200);
    const response = await stranger.client.request('/plugins/currency');
    expect(response.status).toBe(403);
    expect(response.text).toContain('Oops... Looks like you');
    expect(response.text).toContain('trying to access a page from another store');
    // Internal staff may look at any store.
    const staff = new SessionClient();
    await staff.login(DEMO.staff.email, DEMO.staff.password);
    expect((await staff.request('/plugins/currency')).status).not.toBe(403);
  });

  it('holds a coming-soon store behind /countdown/ for all but its people', async () => {
    await setNorthSettings((settings) => ({ ...settings, comingSoonPageData: { enabled: true, title: 'Soon', message: 'Opening soon' } }));
    try {
      const visitor = await eventually(() => storeRequest('north', '/about/'), (response) => response.status === 302);
      expect(visitor.headers.location).toBe('/countdown/');
      expect((await storeRequest('north', '/countdown/')).status).toBe(200);
      const owner = new SessionClient('north');
      await owner.login(DEMO.owner.email, DEMO.owner.password);
      expect((await owner.request('/about/')).status).toBe(200);
      expect((await owner.request('/countdown/')).headers.location).toBe('/');
    } finally {
      await setNorthSettings((settings) => ({ ...settings, comingSoonPageData: { enabled: false } }));
      await eventually(() => storeRequest('north', '/about/'), (response) => response.status === 200);
    }
  });

  it('holds a password-protected store behind /login/ until its password is entered', async () => {
    const hash = await hashPassword('north-secret');
    await setNorthSettings((settings) => ({ ...settings, passwordProtected: true, storePasswordHash: hash }));
    try {
      const visitor = new SessionClient('north');
      const locked = await eventually(() => visitor.request('/about/'), (response) => String(response.headers.location).startsWith('/login/'));
      expect(locked.headers.location).toBe('/login/?redirect_uri=%2Fabout%2F');
      expect((await visitor.post('/omnis/v3/dashboard/secure/store-password/', { password: 'wrong' })).status).toBe(422);
      expect((await visitor.post('/omnis/v3/dashboard/secure/store-password/', { password: 'north-secret' })).json).toEqual({ redirect: '/' });
      expect((await visitor.request('/about/')).status).toBe(200);
      // The core data says the store is protected, and never gives out the hash.
      const core = await visitor.request('/omnis/v3/frontend/getStoreCoreData/json/');
      expect(core.text).not.toContain(hash);
      expect(core.json).toMatchObject({ state: { subdomain: { passwordProtected: true } } });
    } finally {
      await setNorthSettings((settings) => ({ ...settings, passwordProtected: false, storePasswordHash: null }));
      await eventually(() => storeRequest('north', '/about/'), (response) => response.status === 200);
    }
  });

  it('breaks an access loop after 100 consecutive redirects, sending the visitor to /404/', async () => {
    const client = new SessionClient();
    client.cookies.set('pf_redirects', '100');
    const response = await client.request('/dashboard/');
    expect(response.headers.location).toBe('/404/');
    client.cookies.set('pf_redirects', '99');
    expect((await client.request('/dashboard/')).headers.location).toContain('/login/');
  });
});

describe('store isolation', () => {
  it("refuses every store-scoped call naming another store", async () => {
    const stranger = await newAccount();
    const { db, close } = await openTestDb();
    let northId = 0;
    try {
      northId = (await db.selectFrom('divisions').select('id').where('subdomain', '=', 'north').executeTakeFirstOrThrow()).id;
    } finally {
      await close();
    }
    for (const path of [
      `/omnis/v3/frontend/${northId}/getStoreCoreData/json/`,
      `/omnis/v3/divisions/${northId}/social/instagram/posts`,
      `/omnis/v3/blog/paginate/?divisions=${northId}`,
    ]) {
      const response = await stranger.client.request(path);
      expect(response.status, path).toBe(403);
      expect((response.json as { message: string }).message).toBe("Oops... Looks like you're trying to access a page from another store");
    }
  });
});

describe('permissions', () => {
  it("takes a permission request with a reason and answers the spec's text", async () => {
    const shopper = new SessionClient();
    await shopper.login(DEMO.shopper.email, DEMO.shopper.password);
    const noReason = await shopper.post('/omnis/v3/atlas/permissions/request/dashboard.pages/', {});
    expect(noReason.json).toMatchObject({ message: 'This field is required.' });
    const unknown = await shopper.post('/omnis/v3/atlas/permissions/request/root.everything/', { reason: 'please' });
    expect(unknown.status).toBe(422);
    const ok = await shopper.post('/omnis/v3/atlas/permissions/request/dashboard.pages,dashboard.themes/', { reason: 'I run the shop with Olivia' });
    expect(ok.json).toEqual({ message: 'Permission request successfully submitted' });
    expect((await new SessionClient().post('/omnis/v3/atlas/permissions/request/dashboard.pages/', { reason: 'x' })).status).toBe(401);
  });

  it('mutes and unmutes with the right, and answers 403 Permission denied without it', async () => {
    const { db, close } = await openTestDb();
    let shopperId = 0;
    try {
      shopperId = (await db.selectFrom('users').select('id').where('email', '=', DEMO.shopper.email).executeTakeFirstOrThrow()).id;
    } finally {
      await close();
    }
    const owner = new SessionClient();
    await owner.login(DEMO.owner.email, DEMO.owner.password);
    const denied = await owner.post(`/omnis/v3/atlas/users/${shopperId}/mute/`);
    expect(denied.status).toBe(403);
    expect(denied.json).toMatchObject({ message: 'Permission denied' });
    const staff = new SessionClient();
    await staff.login(DEMO.staff.email, DEMO.staff.password);
    const muted = await staff.post<{ mutedAt: string }>(`/omnis/v3/atlas/users/${shopperId}/mute/`);
    expect(Date.parse(muted.json.mutedAt)).toBeGreaterThan(0);
    expect((await staff.post(`/omnis/v3/atlas/users/${shopperId}/unmute/`)).json).toEqual({ mutedAt: null });
  });
});
