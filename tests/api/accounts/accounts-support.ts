// Fresh accounts for tests that change an account (2FA, passwords), made through the API.
import { expect } from 'vitest';
import { SessionClient } from '../../support/session-client.ts';
import { testDb } from '../../support/api.ts';

let counter = 0;

export interface TestAccount {
  id: number;
  email: string;
  password: string;
  /** The sub-domain of their own store (none when made with `store: false`). */
  subdomain: string | undefined;
  client: SessionClient;
}

/**
 * A verified, EULA-signed store owner with a store of their own, signed in. A store made
 * through sign-up waits for staff approval; it is approved here, as staff would, unless
 * `underReview` keeps it waiting.
 */
export async function newAccount(options: { store?: boolean; host?: string; underReview?: boolean } = {}): Promise<TestAccount> {
  const email = `test-${Date.now().toString(36)}-${process.pid}-${++counter}@example.com`;
  const password = 'a long pass phrase 42';
  const client = new SessionClient(options.host ?? 'demo');
  const created = await client.post<{ user: { id: number }; stores: { subdomain: string }[] }>('/omnis/v3/shop/customer/create/', {
    email,
    password,
    firstName: 'Test',
    lastName: 'Owner',
    should_have_store: options.store === false ? 0 : 1,
    dashboard_access: 1,
  });
  expect(created.status, created.text).toBe(201);
  const { db } = await testDb();
  await db
    .updateTable('users')
    .set({ verified_at: new Date().toISOString(), eula_signed_at: new Date().toISOString() })
    .where('id', '=', created.json.user.id)
    .execute();
  // Tests sign up many accounts from one address; the real limit has its own test.
  await db.deleteFrom('rate_limits').where('key', 'like', 'sign-up:%').execute();
  const subdomain = created.json.stores[0]?.subdomain;
  if (subdomain && !options.underReview) {
    const store = await db.selectFrom('divisions').select('id').where('subdomain', '=', subdomain).executeTakeFirstOrThrow();
    await db.updateTable('approval_items').set({ approved: 1, reviewed_at: new Date().toISOString() }).where('division_id', '=', store.id).execute();
  }
  return { id: created.json.user.id, email, password, subdomain: created.json.stores[0]?.subdomain, client };
}
