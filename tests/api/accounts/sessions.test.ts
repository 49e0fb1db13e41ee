// Issue 4 §3: server-side sessions in an HttpOnly SameSite=Lax cookie, rotated at login, ended at logout.
import { describe, expect, it } from 'vitest';
import { DEMO, SessionClient } from '../../support/session-client.ts';
import { openTestDb } from '../../support/api.ts';
import { InitialState } from '../../../src/schemas/account.ts';

const cookieLine = (response: { headers: Record<string, unknown> }, name: string) =>
  ([] as string[]).concat((response.headers['set-cookie'] as string[] | undefined) ?? []).find((line) => line.startsWith(`${name}=`)) ?? '';

describe('sessions', () => {
  it('logs in with an opaque 256-bit token in an HttpOnly, SameSite=Lax cookie', async () => {
    const client = new SessionClient();
    const response = await client.login(DEMO.owner.email, DEMO.owner.password);
    expect(response.status).toBe(200);
    const line = cookieLine(response, 'pf_session');
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).not.toMatch(/Secure/i);
    const token = client.cookies.get('pf_session')!;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const state = InitialState.parse((await client.request('/omnis/v3/dashboard/secure/get/')).json);
    expect(state.user?.email).toBe(DEMO.owner.email);
    expect(state.stores.map((store) => store.subdomain).sort()).toEqual(['demo', 'north']);
  });

  it('sets the Secure flag when the request came over HTTPS through a trusted proxy only', async () => {
    const client = new SessionClient();
    // Not a trusted proxy: the header is ignored.
    const response = await client.request('/omnis/v3/dashboard/secure/get/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(cookieLine(response, 'XSRF-TOKEN')).not.toMatch(/Secure/i);
  });

  it('stores only a hash of the token', async () => {
    const client = new SessionClient();
    await client.login(DEMO.shopper.email, DEMO.shopper.password);
    const token = client.cookies.get('pf_session')!;
    const { db, close } = await openTestDb();
    try {
      expect(await db.selectFrom('sessions').select('id').where('id', '=', token).executeTakeFirst()).toBeUndefined();
    } finally {
      await close();
    }
  });

  it('gives a new token at every login, and the old one stops working', async () => {
    const client = new SessionClient();
    await client.login(DEMO.owner.email, DEMO.owner.password);
    const first = client.cookies.get('pf_session')!;
    await client.login(DEMO.owner.email, DEMO.owner.password);
    const second = client.cookies.get('pf_session')!;
    expect(second).not.toBe(first);
    const stale = new SessionClient();
    stale.cookies.set('pf_session', first);
    expect(InitialState.parse((await stale.request('/omnis/v3/dashboard/secure/get/')).json).user).toBeNull();
  });

  it('ends the session at logout', async () => {
    const client = new SessionClient();
    await client.login(DEMO.owner.email, DEMO.owner.password);
    const token = client.cookies.get('pf_session')!;
    const out = await client.post('/omnis/v3/dashboard/secure/logout/');
    expect(out.json).toEqual({ redirect: '/login/' });
    expect(client.cookies.has('pf_session')).toBe(false);
    const replay = new SessionClient();
    replay.cookies.set('pf_session', token);
    expect(InitialState.parse((await replay.request('/omnis/v3/dashboard/secure/get/')).json).user).toBeNull();
  });

  it('expires sessions idle for 30 minutes and those past their 12 hours', async () => {
    const client = new SessionClient();
    await client.login(DEMO.shopper.email, DEMO.shopper.password);
    const { db, close } = await openTestDb();
    try {
      const session = await db.selectFrom('sessions').select(['id', 'user_id']).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
      await db.updateTable('sessions').set({ last_seen_at: new Date(Date.now() - 31 * 60_000).toISOString() }).where('id', '=', session.id).execute();
      expect(InitialState.parse((await client.request('/omnis/v3/dashboard/secure/get/')).json).user).toBeNull();
      const again = new SessionClient();
      await again.login(DEMO.shopper.email, DEMO.shopper.password);
      await db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', session.user_id).execute();
      expect(InitialState.parse((await again.request('/omnis/v3/dashboard/secure/get/')).json).user).toBeNull();
    } finally {
      await close();
    }
  });

  it('refuses wrong credentials with one message for a wrong password and an unknown address', async () => {
    const client = new SessionClient();
    const wrongPassword = await client.login(DEMO.staff.email, 'not-the-password-1');
    const unknown = await client.login('nobody-here@demo.test', 'not-the-password-1');
    for (const response of [wrongPassword, unknown]) {
      expect(response.status).toBe(422);
      expect(response.json).toMatchObject({ message: 'These credentials do not match our records.', errors: { email: ['These credentials do not match our records.'] } });
    }
  });
});

describe('session rotation on privilege changes', () => {
  it('gives a new token when the password is confirmed, and the old one stops working', async () => {
    const client = new SessionClient();
    await client.login(DEMO.staff.email, DEMO.staff.password);
    const before = client.cookies.get('pf_session')!;
    const confirmed = await client.post('/omnis/v3/dashboard/secure/confirm-password/', { password: DEMO.staff.password });
    expect(confirmed.status).toBe(200);
    const after = client.cookies.get('pf_session')!;
    expect(after).not.toBe(before);
    const stale = new SessionClient();
    stale.cookies.set('pf_session', before);
    expect(InitialState.parse((await stale.request('/omnis/v3/dashboard/secure/get/')).json).user).toBeNull();
    expect(InitialState.parse((await client.request('/omnis/v3/dashboard/secure/get/')).json).user?.email).toBe(DEMO.staff.email);
  });
});
