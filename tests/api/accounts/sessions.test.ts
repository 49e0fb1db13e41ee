// Server-side sessions in an HttpOnly SameSite=Lax cookie, rotated at login, ended at logout.
import { describe, expect, it } from 'vitest';
import { SessionClient } from '../../support/session-client.ts';
import { testDb } from '../../support/api.ts';
import { newAccount } from './accounts-support.ts';
import { InitialState } from '../../../src/schemas/account.ts';
import { tokenHash } from '../../../src/platform/security/tokens.ts';
import { DEMO_USERS } from '../../../src/seed/users.ts';
import { rotateSessionToken } from '../../../src/server/accounts/sessions.ts';

const signedInUser = async (client: SessionClient) => InitialState.parse((await client.request('/omnis/v3/dashboard/secure/get/')).json).user;
/** The sessions table's id for a client's cookie. */
const sessionId = (client: SessionClient) => tokenHash(client.cookies.get('pf_session')!);

const cookieLines = (response: { headers: Record<string, unknown> }, name: string) =>
  ([] as string[]).concat((response.headers['set-cookie'] as string[] | undefined) ?? []).filter((line) => line.startsWith(`${name}=`));
const cookieLine = (response: { headers: Record<string, unknown> }, name: string) => cookieLines(response, name)[0] ?? '';
/** A Set-Cookie line's attributes without its value, to compare two writes of one cookie. */
const attributesOf = (line: string) =>
  line
    .split(';')
    .slice(1)
    .map((part) => part.trim().toLowerCase())
    .sort();

describe('sessions', () => {
  it('logs in with an opaque 256-bit token in an HttpOnly, SameSite=Lax cookie', async () => {
    const client = new SessionClient();
    const response = await client.login(DEMO_USERS.owner.email, DEMO_USERS.owner.password);
    expect(response.status).toBe(200);
    const line = cookieLine(response, 'pf_session');
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).not.toMatch(/Secure/i);
    const token = client.cookies.get('pf_session')!;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const state = InitialState.parse((await client.request('/omnis/v3/dashboard/secure/get/')).json);
    expect(state.user?.email).toBe(DEMO_USERS.owner.email);
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
    await client.login(DEMO_USERS.shopper.email, DEMO_USERS.shopper.password);
    const token = client.cookies.get('pf_session')!;
    const { db } = await testDb();
    expect(await db.selectFrom('sessions').select('id').where('id', '=', token).executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom('sessions').select('id').where('id', '=', sessionId(client)).executeTakeFirst()).toBeDefined();
  });

  it('gives a new token at every login, and the old one stops working', async () => {
    const client = new SessionClient();
    await client.login(DEMO_USERS.owner.email, DEMO_USERS.owner.password);
    const first = client.cookies.get('pf_session')!;
    await client.login(DEMO_USERS.owner.email, DEMO_USERS.owner.password);
    const second = client.cookies.get('pf_session')!;
    expect(second).not.toBe(first);
    const stale = new SessionClient();
    stale.cookies.set('pf_session', first);
    expect(await signedInUser(stale)).toBeNull();
  });

  it('ends the session at logout', async () => {
    const client = new SessionClient();
    await client.login(DEMO_USERS.owner.email, DEMO_USERS.owner.password);
    const token = client.cookies.get('pf_session')!;
    const out = await client.post('/omnis/v3/dashboard/secure/logout/');
    expect(out.json).toEqual({ redirect: '/login/' });
    expect(client.cookies.has('pf_session')).toBe(false);
    const replay = new SessionClient();
    replay.cookies.set('pf_session', token);
    expect(await signedInUser(replay)).toBeNull();
  });

  it('expires sessions idle for 30 minutes and those past their 12 hours', async () => {
    // An account of its own: other files stay signed in as the demo users meanwhile.
    const { db } = await testDb();
    const { email, password } = await newAccount({ store: false });
    const idle = new SessionClient();
    await idle.login(email, password);
    expect(await signedInUser(idle)).not.toBeNull();
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 31 * 60_000).toISOString() })
      .where('id', '=', sessionId(idle))
      .execute();
    expect(await signedInUser(idle)).toBeNull();
    const old = new SessionClient();
    await old.login(email, password);
    expect(await signedInUser(old)).not.toBeNull();
    await db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', sessionId(old))
      .execute();
    expect(await signedInUser(old)).toBeNull();
  });

  it('refuses wrong credentials with one message for a wrong password and an unknown address', async () => {
    const client = new SessionClient();
    const wrongPassword = await client.login(DEMO_USERS.staff.email, 'not-the-password-1');
    const unknown = await client.login('nobody-here@demo.test', 'not-the-password-1');
    for (const response of [wrongPassword, unknown]) {
      expect(response.status).toBe(422);
      expect(response.json).toMatchObject({
        message: 'These credentials do not match our records.',
        errors: { email: ['These credentials do not match our records.'] },
      });
    }
  });
});

describe('the account cookies', () => {
  it('hands out one readable XSRF cookie to a browser without one, and a fresh one at login and logout', async () => {
    const client = new SessionClient();
    const first = await client.request('/omnis/v3/dashboard/secure/get/');
    expect(cookieLines(first, 'XSRF-TOKEN')).toHaveLength(1);
    expect(attributesOf(cookieLine(first, 'XSRF-TOKEN'))).toEqual(['path=/', 'samesite=lax']);
    const again = await client.request('/omnis/v3/dashboard/secure/get/');
    expect(cookieLines(again, 'XSRF-TOKEN')).toEqual([]);
    const before = client.cookies.get('XSRF-TOKEN');
    const login = await client.login(DEMO_USERS.shopper.email, DEMO_USERS.shopper.password);
    expect(cookieLines(login, 'XSRF-TOKEN')).toHaveLength(1);
    expect(attributesOf(cookieLine(login, 'XSRF-TOKEN'))).toEqual(attributesOf(cookieLine(first, 'XSRF-TOKEN')));
    expect(client.cookies.get('XSRF-TOKEN')).not.toBe(before);
    const logout = await client.post('/omnis/v3/dashboard/secure/logout/');
    expect(attributesOf(cookieLine(logout, 'XSRF-TOKEN'))).toEqual(attributesOf(cookieLine(first, 'XSRF-TOKEN')));
  });

  it('writes the session cookie with the same options at login and at rotation', async () => {
    const client = new SessionClient();
    const login = await client.login(DEMO_USERS.staff.email, DEMO_USERS.staff.password);
    const rotated = await client.post('/omnis/v3/dashboard/secure/confirm-password/', { password: DEMO_USERS.staff.password });
    expect(attributesOf(cookieLine(login, 'pf_session'))).toEqual(['httponly', 'max-age=43200', 'path=/', 'samesite=lax']);
    expect(attributesOf(cookieLine(rotated, 'pf_session'))).toEqual(attributesOf(cookieLine(login, 'pf_session')));
  });
});

describe('session rotation on privilege changes', () => {
  it('carries the password confirmation over to the new token, or restarts it when confirmed', async () => {
    const { db } = await testDb();
    const client = new SessionClient();
    await client.login(DEMO_USERS.shopper.email, DEMO_USERS.shopper.password);
    const userId = (await signedInUser(client))!.id;
    const confirmedAt = '2026-01-02T03:04:05.000Z';
    await db.updateTable('sessions').set({ confirmed_at: confirmedAt }).where('id', '=', sessionId(client)).execute();
    const origin = { ip: '127.0.0.1', userAgent: null };
    const carried = await rotateSessionToken(db, sessionId(client), userId, origin, false);
    expect(carried.session.confirmedAt).toBe(confirmedAt);
    expect(await db.selectFrom('sessions').select('id').where('id', '=', sessionId(client)).executeTakeFirst()).toBeUndefined();
    const stored = await db.selectFrom('sessions').select('confirmed_at').where('id', '=', carried.session.id).executeTakeFirstOrThrow();
    expect(stored.confirmed_at).toBe(confirmedAt);
    const renewed = await rotateSessionToken(db, carried.session.id, userId, origin, true);
    expect(Date.now() - Date.parse(renewed.session.confirmedAt!)).toBeLessThan(60_000);
  });

  it('gives a new token when the password is confirmed, and the old one stops working', async () => {
    const client = new SessionClient();
    await client.login(DEMO_USERS.staff.email, DEMO_USERS.staff.password);
    const before = client.cookies.get('pf_session')!;
    const confirmed = await client.post('/omnis/v3/dashboard/secure/confirm-password/', { password: DEMO_USERS.staff.password });
    expect(confirmed.status).toBe(200);
    const after = client.cookies.get('pf_session')!;
    expect(after).not.toBe(before);
    const stale = new SessionClient();
    stale.cookies.set('pf_session', before);
    expect(await signedInUser(stale)).toBeNull();
    expect((await signedInUser(client))?.email).toBe(DEMO_USERS.staff.email);
  });
});
