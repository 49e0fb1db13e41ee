// Guarded redirects, store gates, the access-loop breaker and store isolation.
import { describe, expect, it } from 'vitest';
import { SessionClient } from '../../support/session-client.ts';
import { divisionId, storeRequest, testDb } from '../../support/api.ts';
import { eventually } from '../../support/eventually.ts';
import { newAccount } from './accounts-support.ts';
import { hashPassword } from '../../../src/platform/security/passwords.ts';
import { DEMO_USERS } from '../../../src/seed/users.ts';
import { bumpContentVersion } from '../../../src/server/stores/content-version.ts';
import { findDivisionBySubdomain } from '../../../src/server/stores/divisions.ts';

/** A store of its own for a test that locks it (the demo stores are shared by every file). */
async function ownStore(): Promise<{ subdomain: string; owner: SessionClient }> {
  const account = await newAccount();
  const subdomain = account.subdomain!;
  const owner = new SessionClient(subdomain);
  await owner.login(account.email, account.password);
  return { subdomain, owner };
}

/** Changes a store's settings as the dashboard would: the row, then its content version. */
async function changeSettings(subdomain: string, change: (settings: Record<string, unknown>) => Record<string, unknown>) {
  const { db } = await testDb();
  const row = await db.selectFrom('divisions').select('settings_json').where('subdomain', '=', subdomain).executeTakeFirstOrThrow();
  await db
    .updateTable('divisions')
    .set({ settings_json: JSON.stringify(change(JSON.parse(row.settings_json))) })
    .where('subdomain', '=', subdomain)
    .execute();
  await bumpContentVersion({ db, division: (await findDivisionBySubdomain(db, subdomain))! });
}

describe('guarded redirects', () => {
  it('sends visitors who are not logged in to /login/ with the path to come back to', async () => {
    const response = await storeRequest('demo', '/dashboard/?tab=stores');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/login/?redirect_uri=%2Fdashboard%2F%3Ftab%3Dstores');
  });

  it('lets the owner in, sends a customer to /403/, and a logged-in user away from /login/ and /sign-up/', async () => {
    const owner = new SessionClient();
    await owner.login(DEMO_USERS.owner.email, DEMO_USERS.owner.password);
    expect((await owner.request('/dashboard/')).status).toBe(200);
    expect((await owner.request('/login/')).headers.location).toBe('/');
    expect((await owner.request('/sign-up/')).headers.location).toBe('/dashboard/');
    const shopper = new SessionClient();
    await shopper.login(DEMO_USERS.shopper.email, DEMO_USERS.shopper.password);
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
  });

  // Internal staff may look at any store: they get the guarded page itself, not just "not a 403".
  it("lets internal staff open another store's settings page", async () => {
    const staff = new SessionClient();
    await staff.login(DEMO_USERS.staff.email, DEMO_USERS.staff.password);
    const response = await staff.request('/plugins/currency');
    expect(response.status).toBe(200);
    expect(response.text).toMatch(/<h1[^>]*>[^<]*Currenc/i);
  });

  it('holds a coming-soon store behind /countdown/ for all but its people', async () => {
    const { subdomain, owner } = await ownStore();
    await changeSettings(subdomain, (settings) => ({ ...settings, comingSoonPageData: { enabled: true, title: 'Soon', message: 'Opening soon' } }));
    const visitor = await eventually(
      () => storeRequest(subdomain, '/'),
      (response) => response.status === 302,
    );
    expect(visitor.headers.location).toBe('/countdown/');
    expect((await storeRequest(subdomain, '/countdown/')).status).toBe(200);
    expect((await owner.request('/')).status).toBe(200);
    expect((await owner.request('/countdown/')).headers.location).toBe('/');
  });

  it('holds a password-protected store behind /login/ until its password is entered', async () => {
    const { subdomain } = await ownStore();
    const hash = await hashPassword('store-secret');
    await changeSettings(subdomain, (settings) => ({ ...settings, passwordProtected: true, storePasswordHash: hash }));
    const visitor = new SessionClient(subdomain);
    const locked = await eventually(
      () => visitor.request('/'),
      (response) => String(response.headers.location).startsWith('/login/'),
    );
    expect(locked.headers.location).toBe('/login/?redirect_uri=%2F');
    expect((await visitor.post('/omnis/v3/dashboard/secure/store-password/', { password: 'wrong' })).status).toBe(422);
    expect((await visitor.post('/omnis/v3/dashboard/secure/store-password/', { password: 'store-secret' })).json).toEqual({ redirect: '/' });
    expect((await visitor.request('/')).status).toBe(200);
    // The core data says the store is protected, and never gives out the hash.
    const core = await visitor.request('/omnis/v3/frontend/getStoreCoreData/json/');
    expect(core.text).not.toContain(hash);
    expect(core.json).toMatchObject({ state: { subdomain: { passwordProtected: true } } });
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
  it('refuses every store-scoped call naming another store', async () => {
    const stranger = await newAccount();
    const northId = await divisionId('north');
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
    await shopper.login(DEMO_USERS.shopper.email, DEMO_USERS.shopper.password);
    const noReason = await shopper.post('/omnis/v3/atlas/permissions/request/dashboard.pages/', {});
    expect(noReason.json).toMatchObject({ message: 'This field is required.' });
    const unknown = await shopper.post('/omnis/v3/atlas/permissions/request/root.everything/', { reason: 'please' });
    expect(unknown.status).toBe(422);
    const ok = await shopper.post('/omnis/v3/atlas/permissions/request/dashboard.pages,dashboard.themes/', { reason: 'I run the shop with Olivia' });
    expect(ok.json).toEqual({ message: 'Permission request successfully submitted' });
    expect((await new SessionClient().post('/omnis/v3/atlas/permissions/request/dashboard.pages/', { reason: 'x' })).status).toBe(401);
  });

  it('mutes and unmutes with the right, and answers 403 Permission denied without it', async () => {
    const { db } = await testDb();
    const shopperId = (await db.selectFrom('users').select('id').where('email', '=', DEMO_USERS.shopper.email).executeTakeFirstOrThrow()).id;
    const owner = new SessionClient();
    await owner.login(DEMO_USERS.owner.email, DEMO_USERS.owner.password);
    const denied = await owner.post(`/omnis/v3/atlas/users/${shopperId}/mute/`);
    expect(denied.status).toBe(403);
    expect(denied.json).toMatchObject({ message: 'Permission denied' });
    const staff = new SessionClient();
    await staff.login(DEMO_USERS.staff.email, DEMO_USERS.staff.password);
    const muted = await staff.post<{ mutedAt: string }>(`/omnis/v3/atlas/users/${shopperId}/mute/`);
    expect(Date.parse(muted.json.mutedAt)).toBeGreaterThan(0);
    expect((await staff.post(`/omnis/v3/atlas/users/${shopperId}/unmute/`)).json).toEqual({ mutedAt: null });
  });
});
